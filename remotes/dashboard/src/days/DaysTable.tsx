import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLanguage } from 'shared/i18n';
import { formatChartDay } from './dates';

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

/** A day of a chart's series: an India day (YYYY-MM-DD) and its counts. */
type Day = { day: string };

export type DayColumn<Row extends Day> = { label: string; count: (day: Row) => number };

type Props<Row extends Day> = {
  series: Row[];
  /** The table's caption, also the scrolling region's name. */
  caption: string;
  /** The first column's heading ("Day"). */
  dayLabel: string;
  columns: DayColumn<Row>[];
};

/** A chart's numbers as a table: the same days, newest first, one count per column. */
export function DaysTable<Row extends Day>({ series, caption, dayLabel, columns }: Props<Row>) {
  const styles = useStyles();
  const language = useLanguage();
  const count = mergeClasses(styles.cell, styles.count);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className={styles.scroller} tabIndex={0} aria-label={caption}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {dayLabel}
            </th>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={count}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...series].reverse().map((day) => (
            <tr key={day.day}>
              <th scope="row" className={styles.cell}>
                {formatChartDay(day.day, language)}
              </th>
              {columns.map((column) => (
                <td key={column.label} className={count}>
                  {column.count(day)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
