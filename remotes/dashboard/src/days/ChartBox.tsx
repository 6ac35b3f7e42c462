import { makeStyles, Skeleton, SkeletonItem } from '@fluentui/react-components';
import { type ReactNode, Suspense } from 'react';
import { useHydrated } from 'shared/ssr';

const useStyles = makeStyles({
  // The skeleton, the chart and its legend all fit it: no layout shift when the chart arrives.
  box: { height: '360px', overflow: 'hidden' },
  fill: { height: '100%' },
});

/**
 * A lazily loaded chart's fixed box, held by a skeleton named `loadingLabel` meanwhile. A page the
 * server rendered carries the skeleton: the chart's code loads in the browser once hydrated.
 */
export function ChartBox({
  loadingLabel,
  children,
}: {
  loadingLabel: string;
  children: ReactNode;
}) {
  const styles = useStyles();
  const hydrated = useHydrated();
  const skeleton = (
    <Skeleton className={styles.fill} aria-label={loadingLabel}>
      <SkeletonItem shape="rectangle" className={styles.fill} />
    </Skeleton>
  );
  return (
    <div className={styles.box}>
      {hydrated ? <Suspense fallback={skeleton}>{children}</Suspense> : skeleton}
    </div>
  );
}
