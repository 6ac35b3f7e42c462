import { LineChart } from '@fluentui/react-charts';
import { useLanguage } from 'shared/i18n';
import { chartDate, formatChartDay } from './dates';

export const CHART_HEIGHT = 300;

type Line<Row> = { legend: string; count: (day: Row) => number };

type Props<Row extends { day: string }> = {
  series: Row[];
  title: string;
  lines: Line<Row>[];
  /** How many days the time axis names; the chart's own choice when not given. */
  xAxisTickCount?: number;
};

/** A line per count over a chart's days (only the charts' own chunks import it: react-charts, d3). */
export function DaysLineChart<Row extends { day: string }>({
  series,
  title,
  lines,
  xAxisTickCount,
}: Props<Row>) {
  const language = useLanguage();
  return (
    <LineChart
      height={CHART_HEIGHT}
      culture={language === 'hi' ? 'hi-IN' : 'en-IN'}
      customDateTimeFormatter={(date) => formatChartDay(date.toISOString().slice(0, 10), language)}
      yMinValue={0}
      {...(xAxisTickCount === undefined ? {} : { xAxisTickCount })}
      data={{
        chartTitle: title,
        lineChartData: lines.map((line) => ({
          legend: line.legend,
          data: series.map((day) => ({ x: chartDate(day.day), y: line.count(day) })),
        })),
      }}
    />
  );
}
