import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { InsightsDay } from 'shared/contracts/ownerListings';
import { useLanguage } from 'shared/i18n';
import { formatChartDay } from './dates';
import { viewPropertyTexts } from './i18n';

const useStyles = makeStyles({
  scroller: { maxHeight: '340px', overflowY: 'auto' },
  table: { borderCollapse: 'collapse', width: '100%' },
  cell: {
    textAlign: 'start',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  count: { textAlign: 'end' },
  caption: { textAlign: 'start', color: tokens.colorNeutralForeground3 },
});

/** The chart's numbers as a table: the same days, newest first. */
export function InsightsTable({ series }: { series: InsightsDay[] }) {
  const styles = useStyles();
  const t = viewPropertyTexts.useT();
  const language = useLanguage();
  const count = mergeClasses(styles.cell, styles.count);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className={styles.scroller} tabIndex={0} aria-label={t('tableCaption')}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {t('day')}
            </th>
            <th scope="col" className={count}>
              {t('views')}
            </th>
            <th scope="col" className={count}>
              {t('leads')}
            </th>
            <th scope="col" className={count}>
              {t('favourites')}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...series].reverse().map((day) => (
            <tr key={day.day}>
              <th scope="row" className={styles.cell}>
                {formatChartDay(day.day, language)}
              </th>
              <td className={count}>{day.views}</td>
              <td className={count}>{day.leads}</td>
              <td className={count}>{day.favourites}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
