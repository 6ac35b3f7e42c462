import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { CardSkeleton } from '../card/CardSkeleton';
import { PropertyCard } from '../card/PropertyCard';
import { favouritesNeeded } from '../favourites/model';
import { listingTexts } from '../i18n';
import { $recent, $recentStatus, recentRetryClicked, recentShown } from './model';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    width: '100%',
    boxSizing: 'border-box',
    maxWidth: '1400px',
    margin: '0 auto',
  },
  header: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase600 },
  row: {
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: 'minmax(260px, 300px)',
    gap: tokens.spacingHorizontalL,
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    listStyleType: 'none',
    margin: 0,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXXS} ${tokens.spacingVerticalM}`,
  },
  item: { scrollSnapAlign: 'start' },
});

const PLACEHOLDERS = 4;

/** The home page's "recently added" row (below the fold; the shell loads it lazily). */
export function RecentListings() {
  const styles = useStyles();
  const t = listingTexts.useT();
  const [cards, status, shown, retry, needFavourites] = useUnit([
    $recent,
    $recentStatus,
    recentShown,
    recentRetryClicked,
    favouritesNeeded,
  ]);
  useEffect(() => {
    shown();
    needFavourites();
  }, [shown, needFavourites]);

  if (status === 'ready' && cards.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recent-heading">
      <div className={styles.header}>
        <h2 id="recent-heading" className={styles.heading}>
          {t('recent.heading')}
        </h2>
        <Link to="/property-listing?sort=newest">{t('recent.seeAll')}</Link>
      </div>
      {status === 'error' ? (
        <p role="alert">
          {t('recent.failed')} <Button onClick={retry}>{t('retry')}</Button>
        </p>
      ) : (
        <ul className={styles.row} aria-busy={status !== 'ready'}>
          {status === 'ready'
            ? cards.map((card) => (
                <li key={card._id} className={styles.item}>
                  <PropertyCard listing={card} />
                </li>
              ))
            : Array.from({ length: PLACEHOLDERS }, (_, index) => (
                <li key={`placeholder-${index}`} className={styles.item}>
                  <CardSkeleton />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
