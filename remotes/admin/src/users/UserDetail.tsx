import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef } from 'react';
import type { AdminUserDetail } from 'shared/contracts/adminUsers';
import { useLanguage } from 'shared/i18n';
import { formatIndiaDate } from '../dates';
import { LoadFailed } from '../frame/LoadFailed';
import { useCan } from '../frame/staff';
import { BlockDialog } from './BlockDialog';
import { usersTexts } from './i18n';
import {
  $actionPending,
  $detail,
  $detailError,
  $detailStatus,
  $openUserId,
  blockDialogOpened,
  detailClosed,
  detailRetried,
  unblockClicked,
} from './model';
import { StatusBadge } from './StatusBadge';
import { UserHistory } from './UserHistory';
import { UserTabs } from './UserTabs';

const useStyles = makeStyles({
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, ':focus': { outlineStyle: 'none' } },
  pair: { display: 'contents' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    '& dd': { margin: 0 },
    '& dt': { color: tokens.colorNeutralForeground2 },
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  blocked: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

function Profile({ user }: { user: AdminUserDetail }) {
  const t = usersTexts.useT();
  const styles = useStyles();
  const language = useLanguage();
  const none = t('noValue');
  const place = [user.city, user.state].filter(Boolean).join(', ');
  const facts: [string, string][] = [
    [t('col.phone'), user.phone],
    [t('col.email'), user.email ?? none],
    [t('col.role'), t(`role.${user.userType ?? 'none'}`)],
    [t('detail.company'), user.companyName ?? none],
    [t('detail.rera'), user.reraAgentId ?? none],
    [t('detail.location'), place || none],
    [t('col.joined'), formatIndiaDate(user.createdAt, language)],
    [
      t('detail.plan'),
      user.plan
        ? t('detail.planUntil', {
            plan: user.plan.name,
            date: formatIndiaDate(user.plan.endsAt, language),
            quota: user.plan.propertyQuota,
          })
        : t('detail.noPlan'),
    ],
  ];
  return (
    <section aria-label={t('detail.profile')}>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.pair}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        {t('detail.counts', {
          listings: user.counts.listings,
          active: user.counts.activeListings,
          leads: user.counts.leads,
          payments: user.counts.payments,
        })}
      </p>
    </section>
  );
}

/** The chosen user: profile, plan, counts, block or unblock, and their records in tabs. */
export function UserDetail() {
  const t = usersTexts.useT();
  const styles = useStyles();
  const language = useLanguage();
  const mayBlock = useCan('users.block');
  const [openId, user, status, error, pending] = useUnit([
    $openUserId,
    $detail,
    $detailStatus,
    $detailError,
    $actionPending,
  ]);
  const [close, retry, askBlock, unblock] = useUnit([
    detailClosed,
    detailRetried,
    blockDialogOpened,
    unblockClicked,
  ]);
  const name = user?.name ?? user?.phone ?? '';
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the detail they opened.
  useEffect(() => {
    if (openId) heading.current?.focus();
  }, [openId]);
  if (!openId) return null;

  return (
    <>
      <section className={styles.body} aria-labelledby={headingId}>
        <div className={styles.head}>
          <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
            {t('detail.title', { name })}
          </h2>
          <Button appearance="subtle" onClick={() => close()}>
            {t('detail.close')}
          </Button>
        </div>
        {status === 'loading' && !user ? (
          <Spinner size="small" label={t('detail.loading')} />
        ) : null}
        {status === 'error' ? (
          <LoadFailed message={error} retryText={t('detail.retry')} onRetry={retry} />
        ) : null}
        {user ? (
          <>
            <div className={styles.actions}>
              <StatusBadge blocked={user.status === 'blocked'} />
              {mayBlock && user.status === 'active' ? (
                <Button disabled={pending} onClick={() => askBlock()}>
                  {t('block.button')}
                </Button>
              ) : null}
              {mayBlock && user.status === 'blocked' ? (
                <Button disabled={pending} onClick={() => unblock()}>
                  {t('unblock.button')}
                </Button>
              ) : null}
            </div>
            {user.status === 'blocked' && user.blockedAt ? (
              <p className={styles.blocked}>
                {t('detail.blockedBecause', {
                  date: formatIndiaDate(user.blockedAt, language),
                  reason: user.blockedReason ?? '',
                })}
              </p>
            ) : null}
            <Profile user={user} />
            <UserTabs />
            <UserHistory />
          </>
        ) : null}
      </section>
      <BlockDialog name={name} />
    </>
  );
}
