import { LineChart } from '@fluentui/react-charts';
import type { InsightsDay } from 'shared/contracts/ownerListings';
import { useLanguage } from 'shared/i18n';
import { chartDate, formatChartDay } from './dates';
import { viewPropertyTexts } from './i18n';

export const CHART_HEIGHT = 300;

/** Views, leads and favourites per day (its own chunk: @fluentui/react-charts and d3). */
export default function InsightsChart({ series }: { series: InsightsDay[] }) {
  const t = viewPropertyTexts.useT();
  const language = useLanguage();
  const line = (legend: string, key: 'views' | 'leads' | 'favourites') => ({
    legend,
    data: series.map((day) => ({ x: chartDate(day.day), y: day[key] })),
  });
  return (
    <LineChart
      height={CHART_HEIGHT}
      culture={language === 'hi' ? 'hi-IN' : 'en-IN'}
      customDateTimeFormatter={(date) => formatChartDay(date.toISOString().slice(0, 10), language)}
      yMinValue={0}
      data={{
        chartTitle: t('chartHeading'),
        lineChartData: [
          line(t('views'), 'views'),
          line(t('leads'), 'leads'),
          line(t('favourites'), 'favourites'),
        ],
      }}
    />
  );
}
