import type { DashboardDay } from 'shared/contracts/dashboard';
import { DaysTable } from '../days/DaysTable';
import { overviewTexts } from './i18n';

/** The chart's numbers as a table: the same 30 days, newest first. */
export function SeriesTable({ series }: { series: DashboardDay[] }) {
  const t = overviewTexts.useT();
  return (
    <DaysTable
      series={series}
      caption={t('tableCaption')}
      dayLabel={t('columnDay')}
      columns={[
        { label: t('columnViews'), count: (day) => day.views },
        { label: t('columnLeads'), count: (day) => day.leads },
      ]}
    />
  );
}
