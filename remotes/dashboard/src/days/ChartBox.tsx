import { makeStyles, Skeleton, SkeletonItem } from '@fluentui/react-components';
import { type ReactNode, Suspense } from 'react';

const useStyles = makeStyles({
  // The skeleton, the chart and its legend all fit it: no layout shift when the chart arrives.
  box: { height: '360px', overflow: 'hidden' },
  fill: { height: '100%' },
});

/** A lazily loaded chart's fixed box, held by a skeleton named `loadingLabel` meanwhile. */
export function ChartBox({
  loadingLabel,
  children,
}: {
  loadingLabel: string;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <div className={styles.box}>
      <Suspense
        fallback={
          <Skeleton className={styles.fill} aria-label={loadingLabel}>
            <SkeletonItem shape="rectangle" className={styles.fill} />
          </Skeleton>
        }
      >
        {children}
      </Suspense>
    </div>
  );
}
