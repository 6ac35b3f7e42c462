import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import type { ExpiringListing } from 'shared/contracts/dashboard';
import { useLanguage } from 'shared/i18n';
import { formatDay } from '../days/dates';
import { Card } from './Card';
import { overviewTexts } from './i18n';
import { $renewing, $renewProblem, renewClicked } from './model';
import { useCardStyles } from './styles';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  row: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  title: { margin: 0, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
});

function ExpiringRow({ listing }: { listing: ExpiringListing }) {
  const styles = { ...useCardStyles(), ...useStyles() };
  const t = overviewTexts.useT();
  const language = useLanguage();
  const [renewing, problem, renew] = useUnit([$renewing, $renewProblem, renewClicked]);
  const busy = renewing.includes(listing._id);
  const when = listing.expiresAt
    ? t(listing.status === 'expired' ? 'expiredOn' : 'expiresOn', {
        date: formatDay(listing.expiresAt, language),
      })
    : t('expired');
  return (
    <li>
      <div className={styles.row}>
        <div>
          <p className={styles.title}>{listing.title}</p>
          <p className={styles.muted}>{when}</p>
        </div>
        <Button
          appearance="primary"
          disabled={busy}
          aria-label={t('renewLabel', { title: listing.title })}
          onClick={() => renew(listing)}
        >
          {busy ? t('renewing') : t('renew')}
        </Button>
      </div>
      {problem?.listingId === listing._id && (
        <MessageBar intent="warning">
          <MessageBarBody>
            {problem.message}{' '}
            {problem.needsPlan && <Link to="/subscriptions/plan">{t('choosePlan')}</Link>}
          </MessageBarBody>
        </MessageBar>
      )}
    </li>
  );
}

/** Expired listings and live ones expiring within 7 days, each with Renew. */
export function ExpiringListings({ listings }: { listings: ExpiringListing[] }) {
  const styles = { ...useCardStyles(), ...useStyles() };
  const t = overviewTexts.useT();
  return (
    <Card heading={t('expiringHeading')}>
      {listings.length === 0 ? (
        <p className={styles.muted}>{t('expiringNone')}</p>
      ) : (
        <ul className={styles.list}>
          {listings.map((listing) => (
            <ExpiringRow key={listing._id} listing={listing} />
          ))}
        </ul>
      )}
    </Card>
  );
}
