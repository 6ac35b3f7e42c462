import { LineChart } from '@fluentui/react-charts';
import type { DashboardDay } from 'shared/contracts/dashboard';
import { useLanguage } from 'shared/i18n';
import { chartDate, formatChartDay } from './dates';
import { overviewTexts } from './i18n';

export const CHART_HEIGHT = 300;

/** The 30-day line chart of views and leads (its own chunk: @fluentui/react-charts and d3). */
export default function ViewsChart({ series }: { series: DashboardDay[] }) {
  const t = overviewTexts.useT();
  const language = useLanguage();
  return (
    <LineChart
      height={CHART_HEIGHT}
      culture={language === 'hi' ? 'hi-IN' : 'en-IN'}
      customDateTimeFormatter={(date) => formatChartDay(date.toISOString().slice(0, 10), language)}
      yMinValue={0}
      xAxisTickCount={6}
      data={{
        chartTitle: t('chartHeading'),
        lineChartData: [
          {
            legend: t('chartViews'),
            data: series.map((day) => ({ x: chartDate(day.day), y: day.views })),
          },
          {
            legend: t('chartLeads'),
            data: series.map((day) => ({ x: chartDate(day.day), y: day.leads })),
          },
        ],
      }}
    />
  );
}
