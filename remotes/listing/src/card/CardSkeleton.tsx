import { makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import { listingTexts } from '../i18n';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
    boxShadow: tokens.shadow4,
    paddingBottom: tokens.spacingVerticalM,
  },
  photo: { width: '100%', height: 'auto', aspectRatio: '4 / 3' },
  line: { marginLeft: tokens.spacingHorizontalM, width: '70%' },
  short: { marginLeft: tokens.spacingHorizontalM, width: '40%' },
});

/** Same box as a card, so the grid does not jump when results arrive (CLS). */
export function CardSkeleton() {
  const styles = useStyles();
  const t = listingTexts.useT();
  return (
    <Skeleton className={styles.card} aria-label={t('card.loading')}>
      <SkeletonItem shape="rectangle" className={styles.photo} />
      <SkeletonItem size={24} className={styles.short} />
      <SkeletonItem size={16} className={styles.line} />
      <SkeletonItem size={12} className={styles.line} />
      <SkeletonItem size={12} className={styles.short} />
    </Skeleton>
  );
}
