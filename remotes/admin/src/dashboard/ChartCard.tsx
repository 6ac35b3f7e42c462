import {
  makeStyles,
  Skeleton,
  SkeletonItem,
  ToggleButton,
  tokens,
} from '@fluentui/react-components';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { dashboardTexts } from './i18n';
import { type ChartsModule, loadCharts } from './loadCharts';
import { useCardStyles } from './styles';

/** The chart's box: the skeleton, the chart with its legend, and the table all fit it (no layout shift). */
const CHART_BOX = '340px';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  box: { height: CHART_BOX, overflow: 'hidden' },
  skeleton: { height: '100%' },
  skeletonItem: { height: '100%' },
});

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; charts: ChartsModule }
  | { status: 'failed' };

/** The charts' chunk, asked for once by every card on the page. */
function useCharts(): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadCharts().then(
      (charts) => live && setLoaded({ status: 'ready', charts }),
      () => live && setLoaded({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}

/**
 * One block of the dashboard: a heading, a chart in a fixed box (a skeleton while its chunk
 * loads), "Show as table" for the same numbers, and the table alone when the chart cannot load.
 */
export function ChartCard({
  heading,
  chart,
  table,
}: {
  heading: string;
  chart: (charts: ChartsModule) => ReactNode;
  table: ReactNode;
}) {
  const styles = { ...useCardStyles(), ...useStyles() };
  const t = dashboardTexts.useT();
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const loaded = useCharts();
  const failed = loaded.status === 'failed';
  return (
    <section className={styles.card} aria-labelledby={id}>
      <div className={styles.header}>
        <h2 id={id} className={styles.heading}>
          {heading}
        </h2>
        {failed ? null : (
          <ToggleButton checked={asTable} onClick={() => setAsTable((shown) => !shown)}>
            {t('showTable')}
          </ToggleButton>
        )}
      </div>
      {failed ? <p className={styles.muted}>{t('chartFailed')}</p> : null}
      <div className={styles.box}>
        {asTable || failed ? (
          table
        ) : loaded.status === 'ready' ? (
          chart(loaded.charts)
        ) : (
          <Skeleton className={styles.skeleton} aria-label={t('chartLoading')}>
            <SkeletonItem shape="rectangle" className={styles.skeletonItem} />
          </Skeleton>
        )}
      </div>
    </section>
  );
}
