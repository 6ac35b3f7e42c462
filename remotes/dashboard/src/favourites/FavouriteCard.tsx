import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { type ComponentType, useEffect, useState } from 'react';
import type { Favourite } from 'shared/contracts/favourites';
import { useLanguage } from 'shared/i18n';
import { FavouriteNotice } from './FavouriteNotice';
import { favouritesTexts } from './i18n';
import { type ListingCardProps, loadListingCard } from './loadListingCard';
import { removeClicked, titleOf } from './model';
import { SavedListingCard } from './SavedListingCard';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const DATES = {
  en: new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }),
  hi: new Intl.DateTimeFormat('hi-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }),
};

/** The listing remote's card once loaded (one load for the page); null until then or if it fails. */
function useListingCard(): ComponentType<ListingCardProps> | null {
  const [Card, setCard] = useState<ComponentType<ListingCardProps> | null>(null);
  useEffect(() => {
    let current = true;
    loadListingCard().then(
      (loaded) => current && setCard(() => loaded.default),
      // The page's own card stands in: the favourite is still shown with its notice and Remove.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return Card;
}

/** One favourite: the listing as on the listing page, what changed since it was saved, Remove. */
export function FavouriteCard({ favourite }: { favourite: Favourite }) {
  const styles = useStyles();
  const t = favouritesTexts.useT();
  const language = useLanguage();
  const remove = useUnit(removeClicked);
  const ListingCard = useListingCard();
  const title = titleOf(favourite);

  const footer = (
    <>
      <FavouriteNotice favourite={favourite} />
      <div className={styles.row}>
        <span className={styles.muted}>
          {t('savedOn', { date: DATES[language].format(new Date(favourite.createdAt)) })}
        </span>
        <Button aria-label={t('removeLabel', { title })} onClick={() => remove(favourite)}>
          {t('remove')}
        </Button>
      </div>
    </>
  );
  if (ListingCard && favourite.property) {
    return <ListingCard listing={favourite.property} footer={footer} />;
  }
  return <SavedListingCard favourite={favourite} footer={footer} />;
}
