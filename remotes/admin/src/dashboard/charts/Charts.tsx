// The dashboard's charts: their own chunk (@fluentui/react-charts and d3), loaded only here.
import { DonutChart, LineChart, VerticalBarChart } from '@fluentui/react-charts';
import type { AdminDashboardDay, RevenuePlan } from 'shared/contracts/adminDashboard';
import type { ListingsByStatus } from 'shared/contracts/dashboard';
import { useLanguage } from 'shared/i18n';
import { useVocabulary } from 'shared/i18n/vocabulary';
import { LISTING_STATUSES } from 'shared/vocabulary';
import { chartDate, formatShortDay } from '../format';
import { dashboardTexts } from '../i18n';

/** Every chart is this tall; its box (ChartCard) leaves room for the legend. */
export const CHART_HEIGHT = 280;

const cultureOf = (language: string) => (language === 'hi' ? 'hi-IN' : 'en-IN');

export function ActivityChart({ days }: { days: AdminDashboardDay[] }) {
  const t = dashboardTexts.useT();
  const language = useLanguage();
  const line = (legend: string, value: (day: AdminDashboardDay) => number) => ({
    legend,
    data: days.map((day) => ({ x: chartDate(day.day), y: value(day) })),
  });
  return (
    <LineChart
      height={CHART_HEIGHT}
      culture={cultureOf(language)}
      customDateTimeFormatter={(date) => formatShortDay(date.toISOString().slice(0, 10), language)}
      yMinValue={0}
      xAxisTickCount={6}
      data={{
        chartTitle: t('activityHeading'),
        lineChartData: [
          line(t('newUsers'), (day) => day.newUsers),
          line(t('newListings'), (day) => day.newListings),
          line(t('leads'), (day) => day.leads),
        ],
      }}
    />
  );
}

export function StatusChart({ statuses }: { statuses: ListingsByStatus }) {
  const language = useLanguage();
  const vocabulary = useVocabulary();
  return (
    <VerticalBarChart
      height={CHART_HEIGHT}
      culture={cultureOf(language)}
      hideLegend
      data={LISTING_STATUSES.map((status) => ({
        x: vocabulary.label('listingStatus', status),
        y: statuses[status],
        legend: vocabulary.label('listingStatus', status),
      }))}
    />
  );
}

export function RevenueChart({ plans }: { plans: RevenuePlan[] }) {
  const t = dashboardTexts.useT();
  const language = useLanguage();
  return (
    <DonutChart
      height={CHART_HEIGHT}
      culture={cultureOf(language)}
      innerRadius={60}
      data={{
        chartTitle: t('revenueHeading'),
        chartData: plans
          .filter((plan) => plan.amountPaise > 0)
          .map((plan) => ({ legend: plan.name, data: Math.round(plan.amountPaise / 100) })),
      }}
    />
  );
}
