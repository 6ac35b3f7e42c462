import type { DashboardDay } from 'shared/contracts/dashboard';
import { DaysLineChart } from '../days/DaysLineChart';
import { overviewTexts } from './i18n';

/** The 30-day line chart of views and leads (its own chunk: @fluentui/react-charts and d3). */
export default function ViewsChart({ series }: { series: DashboardDay[] }) {
  const t = overviewTexts.useT();
  return (
    <DaysLineChart
      series={series}
      title={t('chartHeading')}
      xAxisTickCount={6}
      lines={[
        { legend: t('chartViews'), count: (day) => day.views },
        { legend: t('chartLeads'), count: (day) => day.leads },
      ]}
    />
  );
}
