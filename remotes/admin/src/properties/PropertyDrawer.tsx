import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import type { AdminPropertyDetail } from 'shared/contracts/adminProperties';
import { useLanguage } from 'shared/i18n';
import { formatIndiaMoment } from '../dates';
import { LoadFailed } from '../frame/LoadFailed';
import { useCan } from '../frame/staff';
import { FlagsAndOwner, History, ListingFacts, Photos, RevisionChanges } from './DetailSections';
import { ExpireButton } from './ExpireButton';
import { propertiesTexts } from './i18n';
import {
  $actionPending,
  $detail,
  $detailError,
  $detailStatus,
  $openId,
  approveClicked,
  detailClosed,
  detailRetried,
  editDialogOpened,
  featureDialogOpened,
  rejectDialogOpened,
} from './model';
import { StatusBadge } from './StatusBadge';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
  },
  note: { margin: 0 },
  rejected: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

/** Approve and Reject while it waits for review; Edit always; Feature and Expire while live. */
function Actions({ property }: { property: AdminPropertyDetail }) {
  const t = propertiesTexts.useT();
  const styles = useStyles();
  const [pending, approve, reject, edit, feature] = useUnit([
    $actionPending,
    approveClicked,
    rejectDialogOpened,
    editDialogOpened,
    featureDialogOpened,
  ]);
  const waiting = property.status === 'pending-review' || property.pendingRevision;
  const live = property.status === 'active';
  return (
    <section className={styles.actions} aria-label={t('actions')}>
      {waiting ? (
        <>
          <Button appearance="primary" disabled={pending} onClick={() => approve()}>
            {t('approve.button')}
          </Button>
          <Button disabled={pending} onClick={() => reject({ kind: 'one', id: property._id })}>
            {t('reject.button')}
          </Button>
        </>
      ) : null}
      <Button disabled={pending} onClick={() => edit()}>
        {t('edit.button')}
      </Button>
      {live ? (
        <>
          <Button disabled={pending} onClick={() => feature()}>
            {t('feature.button')}
          </Button>
          <ExpireButton />
        </>
      ) : null}
    </section>
  );
}

/** The chosen listing: fields, the edit waiting, photos, flags, owner, history and actions. */
export function PropertyDrawer() {
  const t = propertiesTexts.useT();
  const styles = useStyles();
  const language = useLanguage();
  const mayModerate = useCan('listings.moderate');
  const [openId, property, status, error, close, retry] = useUnit([
    $openId,
    $detail,
    $detailStatus,
    $detailError,
    detailClosed,
    detailRetried,
  ]);

  return (
    <OverlayDrawer
      open={openId !== null}
      position="end"
      size="medium"
      onOpenChange={(_, data) => {
        if (!data.open) close();
      }}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button appearance="subtle" onClick={() => close()}>
              {t('detail.close')}
            </Button>
          }
        >
          {t('detail.title', { title: property?.title ?? '' })}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        {status === 'loading' && !property ? (
          <Spinner size="small" label={t('detail.loading')} />
        ) : null}
        {status === 'error' ? (
          <LoadFailed message={error} retryText={t('detail.retry')} onRetry={retry} />
        ) : null}
        {property ? (
          <>
            <div className={styles.actions}>
              <StatusBadge status={property.status} />
              {property.featuredUntil ? (
                <span>
                  {t('detail.featuredUntil', {
                    date: formatIndiaMoment(property.featuredUntil, language),
                  })}
                </span>
              ) : null}
            </div>
            {property.status === 'rejected' && property.rejectionReason ? (
              <p className={styles.rejected}>
                {t('detail.rejectedBecause', { reason: property.rejectionReason })}
              </p>
            ) : null}
            {property.revision?.rejectionReason && !property.revision.submittedAt ? (
              <p className={styles.note}>
                {t('detail.revisionRejected', { reason: property.revision.rejectionReason })}
              </p>
            ) : null}
            {mayModerate ? <Actions property={property} /> : null}
            <RevisionChanges property={property} />
            <ListingFacts property={property} />
            <Photos property={property} />
            <FlagsAndOwner property={property} />
            <History />
          </>
        ) : null}
      </DrawerBody>
    </OverlayDrawer>
  );
}
