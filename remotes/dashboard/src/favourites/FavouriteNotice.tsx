import { MessageBar, MessageBarBody, type MessageBarIntent } from '@fluentui/react-components';
import type { Favourite, FavouriteNotice as Notice } from 'shared/contracts/favourites';
import { useVocabulary } from 'shared/i18n/vocabulary';
import { favouritesTexts } from './i18n';

const INTENTS: Record<Notice, MessageBarIntent> = {
  removed: 'warning',
  sold: 'warning',
  rented: 'warning',
  unavailable: 'warning',
  'price-dropped': 'success',
  'price-rose': 'info',
};

/** What changed since the listing was saved: gone, sold, rented, paused, or its price moved. */
export function FavouriteNotice({ favourite }: { favourite: Favourite }) {
  const t = favouritesTexts.useT();
  const v = useVocabulary();
  const { notice, property } = favourite;
  if (!notice) return null;
  const listingType = property?.listingType ?? 'sale';
  const text =
    notice === 'price-dropped' || notice === 'price-rose'
      ? t(`notice.${notice}`, {
          was: v.price(favourite.priceAtSave, listingType),
          now: v.price(property?.price ?? null, listingType),
        })
      : t(`notice.${notice}`);
  return (
    <MessageBar intent={INTENTS[notice]} layout="multiline">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}
