import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import type { TopListing } from 'shared/contracts/dashboard';
import { Card } from './Card';
import { overviewTexts } from './i18n';
import { useCardStyles } from './styles';

const useStyles = makeStyles({
  table: { borderCollapse: 'collapse', width: '100%' },
  cell: {
    textAlign: 'start',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflowWrap: 'anywhere',
  },
  count: { textAlign: 'end', whiteSpace: 'nowrap' },
  caption: { textAlign: 'start', color: tokens.colorNeutralForeground3 },
});

const integer = new Intl.NumberFormat('en-IN');

/** The owner's most viewed listings of the last 30 days, with their leads. */
export function TopListings({ listings }: { listings: TopListing[] }) {
  const styles = { ...useCardStyles(), ...useStyles() };
  const t = overviewTexts.useT();
  return (
    <Card heading={t('topHeading')}>
      {listings.length === 0 ? (
        <p className={styles.muted}>{t('topNone')}</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>{t('topCaption')}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {t('columnListing')}
              </th>
              <th scope="col" className={mergeClasses(styles.cell, styles.count)}>
                {t('columnViews')}
              </th>
              <th scope="col" className={mergeClasses(styles.cell, styles.count)}>
                {t('columnLeads')}
              </th>
            </tr>
          </thead>
          <tbody>
            {listings.map((listing) => (
              <tr key={listing._id}>
                <th scope="row" className={styles.cell}>
                  <Link to={`/view/property?propertyId=${listing._id}`}>{listing.title}</Link>
                </th>
                <td className={mergeClasses(styles.cell, styles.count)}>
                  {integer.format(listing.views)}
                </td>
                <td className={mergeClasses(styles.cell, styles.count)}>
                  {integer.format(listing.leads)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
