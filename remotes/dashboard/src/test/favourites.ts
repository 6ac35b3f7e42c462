import type { Favourite } from 'shared/contracts/favourites';

let counter = 0;
/** A fresh, valid UUID per call (the contracts check ids). */
export function nextId(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

/** A favourite of an active sale listing whose price has not changed. */
export function favourite(
  overrides: Partial<Favourite> = {},
  title = '2 BHK flat in Baner',
): Favourite {
  const propertyId = nextId();
  return {
    _id: nextId(),
    propertyId,
    createdAt: '2026-11-02T10:00:00.000Z',
    titleAtSave: title,
    priceAtSave: 9_500_000,
    notice: null,
    property: {
      _id: propertyId,
      title,
      price: 9_500_000,
      city: 'Pune',
      locality: 'Baner',
      propertyType: 'apartment',
      listingType: 'sale',
      status: 'active',
    },
    ...overrides,
  };
}

/** A favourite whose listing was deleted: no property, the saved title and price. */
export function removedFavourite(title = 'Villa in Aundh'): Favourite {
  return favourite(
    { propertyId: null, property: null, notice: 'removed', titleAtSave: title },
    title,
  );
}
