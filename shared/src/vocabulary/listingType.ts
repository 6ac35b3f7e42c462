/** What the owner offers: a sale price, or a monthly rent (a PG bed is a rental of type 'pg'). */
export const LISTING_TYPES = ['sale', 'rent'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** A seeker's words (the search toggle). */
export const LISTING_TYPE_LABELS: Record<ListingType, string> = {
  sale: 'Buy',
  rent: 'Rent',
};

/** An owner's words (the add-property wizard). */
export const LISTING_TYPE_OWNER_LABELS: Record<ListingType, string> = {
  sale: 'Sell',
  rent: 'Rent out',
};
