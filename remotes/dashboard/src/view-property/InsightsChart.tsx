import type { InsightsDay } from 'shared/contracts/ownerListings';
import { DaysLineChart } from '../days/DaysLineChart';
import { viewPropertyTexts } from './i18n';

/** Views, leads and favourites per day (its own chunk: @fluentui/react-charts and d3). */
export default function InsightsChart({ series }: { series: InsightsDay[] }) {
  const t = viewPropertyTexts.useT();
  return (
    <DaysLineChart
      series={series}
      title={t('chartHeading')}
      lines={[
        { legend: t('views'), count: (day) => day.views },
        { legend: t('leads'), count: (day) => day.leads },
        { legend: t('favourites'), count: (day) => day.favourites },
      ]}
    />
  );
}
