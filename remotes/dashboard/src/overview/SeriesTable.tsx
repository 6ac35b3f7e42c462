import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { DashboardDay } from 'shared/contracts/dashboard';
import { useLanguage } from 'shared/i18n';
import { formatChartDay } from './dates';
import { overviewTexts } from './i18n';

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

/** The chart's numbers as a table: the same 30 days, newest first. */
export function SeriesTable({ series }: { series: DashboardDay[] }) {
  const styles = useStyles();
  const t = overviewTexts.useT();
  const language = useLanguage();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className={styles.scroller} tabIndex={0} aria-label={t('tableCaption')}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {t('columnDay')}
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
          {[...series].reverse().map((day) => (
            <tr key={day.day}>
              <th scope="row" className={styles.cell}>
                {formatChartDay(day.day, language)}
              </th>
              <td className={mergeClasses(styles.cell, styles.count)}>{day.views}</td>
              <td className={mergeClasses(styles.cell, styles.count)}>{day.leads}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
