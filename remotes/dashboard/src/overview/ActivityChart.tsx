import { makeStyles, ToggleButton, tokens } from '@fluentui/react-components';
import { lazy, useId, useState } from 'react';
import type { DashboardDay } from 'shared/contracts/dashboard';
import { ChartBox } from '../days/ChartBox';
import { overviewTexts } from './i18n';
import { loadViewsChart } from './loadViewsChart';
import { SeriesTable } from './SeriesTable';
import { useCardStyles } from './styles';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
});

/** When the chart's code cannot load, the same numbers as a table. */
function ChartUnavailable({ series }: { series: DashboardDay[] }) {
  const styles = useCardStyles();
  const t = overviewTexts.useT();
  return (
    <>
      <p className={styles.muted}>{t('chartFailed')}</p>
      <SeriesTable series={series} />
    </>
  );
}

const ViewsChart = lazy(() => loadViewsChart().catch(() => ({ default: ChartUnavailable })));

/** 30 days of views and leads: a chart loaded after the numbers, or the same as a table. */
export function ActivityChart({ series }: { series: DashboardDay[] }) {
  const styles = { ...useCardStyles(), ...useStyles() };
  const t = overviewTexts.useT();
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <section className={styles.card} aria-labelledby={id}>
      <div className={styles.header}>
        <h2 id={id} className={styles.heading}>
          {t('chartHeading')}
        </h2>
        <ToggleButton checked={asTable} onClick={() => setAsTable((shown) => !shown)}>
          {t('showTable')}
        </ToggleButton>
      </div>
      {asTable ? (
        <SeriesTable series={series} />
      ) : (
        <ChartBox loadingLabel={t('chartLoading')}>
          <ViewsChart series={series} />
        </ChartBox>
      )}
    </section>
  );
}
