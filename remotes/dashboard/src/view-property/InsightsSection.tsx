import { makeStyles, Spinner, ToggleButton, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { lazy, useId, useState } from 'react';
import type { InsightsAnswer, InsightsDay } from 'shared/contracts/ownerListings';
import { ChartBox } from '../days/ChartBox';
import { LoadFailed } from '../frame/LoadFailed';
import { INSIGHT_DAYS } from './api';
import { ImageRequests } from './ImageRequests';
import { InsightsTable } from './InsightsTable';
import { viewPropertyTexts } from './i18n';
import { loadInsightsChart } from './loadInsightsChart';
import { $insights, insightsRetryClicked } from './model';
import { useSectionStyles } from './styles';

const useStyles = makeStyles({
  totals: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  total: { display: 'flex', flexDirection: 'column-reverse', margin: 0 },
  number: { margin: 0, fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
});

/** When the chart's code cannot load, the same numbers as a table. */
function ChartUnavailable({ series }: { series: InsightsDay[] }) {
  const styles = useSectionStyles();
  const t = viewPropertyTexts.useT();
  return (
    <>
      <p className={styles.muted}>{t('chartFailed')}</p>
      <InsightsTable series={series} />
    </>
  );
}

const InsightsChart = lazy(() => loadInsightsChart().catch(() => ({ default: ChartUnavailable })));

function Numbers({ insights }: { insights: InsightsAnswer }) {
  const styles = { ...useSectionStyles(), ...useStyles() };
  const t = viewPropertyTexts.useT();
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const totals = [
    { key: 'views', label: t('views'), value: insights.totals.views },
    { key: 'leads', label: t('leads'), value: insights.totals.leads },
    { key: 'favourites', label: t('favourites'), value: insights.totals.favourites },
  ];
  return (
    <section className={styles.card} aria-labelledby={id}>
      <div className={styles.header}>
        <h2 id={id} className={styles.heading}>
          {t('chartHeading', { days: INSIGHT_DAYS })}
        </h2>
        <ToggleButton checked={asTable} onClick={() => setAsTable((shown) => !shown)}>
          {t('showTable')}
        </ToggleButton>
      </div>
      <dl className={styles.totals}>
        {totals.map((total) => (
          <div key={total.key} className={styles.total}>
            <dt>{total.label}</dt>
            <dd className={styles.number}>{total.value}</dd>
          </div>
        ))}
      </dl>
      {asTable ? (
        <InsightsTable series={insights.series} />
      ) : (
        <ChartBox loadingLabel={t('chartLoading')}>
          <InsightsChart series={insights.series} />
        </ChartBox>
      )}
    </section>
  );
}

/** The listing's numbers over 30 days and its buyers' photo requests. */
export function InsightsSection({ propertyId }: { propertyId: string }) {
  const t = viewPropertyTexts.useT();
  const [insights, retry] = useUnit([$insights, insightsRetryClicked]);
  if (insights.kind === 'loading') return <Spinner label={t('insightsLoading')} />;
  if (insights.kind !== 'ready') {
    return (
      <LoadFailed
        message={insights.kind === 'failed' ? insights.message : t('insightsFailed')}
        retryText={t('retry')}
        onRetry={retry}
      />
    );
  }
  return (
    <>
      <Numbers insights={insights.data} />
      <ImageRequests propertyId={propertyId} requests={insights.data.imageRequests} />
    </>
  );
}
