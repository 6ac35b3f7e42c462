// The dashboard's charts: their own chunk (@fluentui/react-charts and d3), loaded only here.
import { DonutChart, HorizontalBarChartWithAxis, LineChart } from '@fluentui/react-charts';
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
/** Fluent's data-visualisation colours (distinct, AA against white for the legend swatches). */
const SERIES_COLOURS = ['#0f6cbd', '#c239b3', '#038387', '#ca5010', '#8764b8', '#498205'];
const colourAt = (index: number) => SERIES_COLOURS[index % SERIES_COLOURS.length] as string;

export function ActivityChart({ days }: { days: AdminDashboardDay[] }) {
  const t = dashboardTexts.useT();
  const language = useLanguage();
  const line = (legend: string, color: string, value: (day: AdminDashboardDay) => number) => ({
    legend,
    color,
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
          line(t('newUsers'), colourAt(0), (day) => day.newUsers),
          line(t('newListings'), colourAt(1), (day) => day.newListings),
          line(t('leads'), colourAt(2), (day) => day.leads),
        ],
      }}
    />
  );
}

/** One bar per status, labels on the vertical axis (eight names never collide there). */
export function StatusChart({ statuses }: { statuses: ListingsByStatus }) {
  const language = useLanguage();
  const vocabulary = useVocabulary();
  return (
    <HorizontalBarChartWithAxis
      height={CHART_HEIGHT}
      culture={cultureOf(language)}
      hideLegend
      showYAxisLables
      margins={{ left: 120, right: 48 }}
      useSingleColor
      colors={[colourAt(0)]}
      data={[...LISTING_STATUSES].reverse().map((status) => ({
        x: statuses[status],
        y: vocabulary.label('listingStatus', status),
        legend: vocabulary.label('listingStatus', status),
        color: colourAt(0),
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
          .map((plan, index) => ({
            legend: plan.name,
            data: Math.round(plan.amountPaise / 100),
            color: colourAt(index + 3),
          })),
      }}
    />
  );
}
