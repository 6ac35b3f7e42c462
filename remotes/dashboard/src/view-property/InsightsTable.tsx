import type { InsightsDay } from 'shared/contracts/ownerListings';
import { DaysTable } from '../days/DaysTable';
import { viewPropertyTexts } from './i18n';

/** The chart's numbers as a table: the same days, newest first. */
export function InsightsTable({ series }: { series: InsightsDay[] }) {
  const t = viewPropertyTexts.useT();
  return (
    <DaysTable
      series={series}
      caption={t('tableCaption')}
      dayLabel={t('day')}
      columns={[
        { label: t('views'), count: (day) => day.views },
        { label: t('leads'), count: (day) => day.leads },
        { label: t('favourites'), count: (day) => day.favourites },
      ]}
    />
  );
}
