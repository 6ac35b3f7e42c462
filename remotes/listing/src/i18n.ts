import { defineNamespace } from 'shared/i18n';
import listing from './locales/en/listing.json';

/** The listing remote's texts: search, cards, the detail page. Hindi loads only when shown. */
export const listingTexts = defineNamespace('listing', listing, {
  hi: () => import('./locales/hi/listing.json'),
});

export type ListingT = ReturnType<typeof listingTexts.useT>;
