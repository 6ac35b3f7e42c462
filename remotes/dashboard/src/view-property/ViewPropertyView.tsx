import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../frame/LoadFailed';
import { InsightsSection } from './InsightsSection';
import { viewPropertyTexts } from './i18n';
import { $listing, listingRetryClicked, viewPageOpened } from './model';
import { PublicPreview } from './PublicPreview';
import { StatusBanner } from './StatusBanner';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  missing: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
  },
  back: { color: tokens.colorBrandForegroundLink },
});

/** /view/property?propertyId=: the owner's listing as buyers see it, with its numbers. */
export function ViewPropertyView() {
  const styles = useStyles();
  const t = viewPropertyTexts.useT();
  const [params] = useSearchParams();
  const propertyId = params.get('propertyId')?.trim() ?? '';
  const [opened, listing, retry] = useUnit([viewPageOpened, $listing, listingRetryClicked]);
  useEffect(() => {
    opened(propertyId);
  }, [opened, propertyId]);

  const back = (
    <Link className={styles.back} to="/my-properties">
      {t('backToList')}
    </Link>
  );
  if (listing.kind === 'missing') {
    return (
      <div className={styles.missing}>
        <p>{t('notFound')}</p>
        {back}
      </div>
    );
  }
  if (listing.kind === 'failed') {
    return <LoadFailed message={listing.message} retryText={t('retry')} onRetry={retry} />;
  }
  if (listing.kind === 'loading') return <Spinner label={t('loading')} />;
  const { data } = listing;
  return (
    <div className={styles.body}>
      {back}
      <InsightsSection propertyId={data.listing._id} />
      <PublicPreview listing={data.listing} banner={<StatusBanner {...data} />} />
    </div>
  );
}
