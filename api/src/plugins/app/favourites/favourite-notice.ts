import type { FavouriteNotice } from 'shared/contracts/favourites';
import type { ListingStatus } from 'shared/vocabulary';

/**
 * What the favourites page says about a saved listing now: gone, closed, off the market, or a
 * price that moved since it was saved. Closing and removal say more than a price change.
 */
export function favouriteNotice(
  property: { status: ListingStatus; price: number | null } | null,
  priceAtSave: number | null,
): FavouriteNotice | null {
  if (!property) return 'removed';
  if (property.status === 'sold') return 'sold';
  if (property.status === 'rented') return 'rented';
  if (property.status !== 'active') return 'unavailable';
  if (priceAtSave === null || property.price === null || property.price === priceAtSave)
    return null;
  return property.price < priceAtSave ? 'price-dropped' : 'price-rose';
}
