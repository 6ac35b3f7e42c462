// The `vocabulary` namespace: the listing vocabulary's labels (English from shared/vocabulary's
// label records, never copied) and its formatters in the page's language. Its own subpath
// (`shared/i18n/vocabulary`), so the shell's first paint carries none of it; it reaches the one
// text registry by `shared/i18n` (a relative import would bundle a second registry into this
// share, which the page's language and texts never reach).
import { useMemo } from 'react';
import { formatPrice } from 'shared/format';
import { type Catalogue, defineNamespace, type Language, useLanguage } from 'shared/i18n';
import {
  AMENITY_LABELS,
  AREA_KIND_LABELS,
  AREA_UNIT_LABELS,
  FACING_LABELS,
  FURNISHING_LABELS,
  LISTING_SORT_LABELS,
  LISTING_STATUS_LABELS,
  LISTING_TYPE_LABELS,
  LISTING_TYPE_OWNER_LABELS,
  type Option,
  PARKING_LABELS,
  POSSESSION_STATUS_LABELS,
  POSTED_BY_LABELS,
  PROPERTY_TYPE_LABELS,
  postedLabelIn,
} from 'shared/vocabulary';
import formats from './locales/en/vocabulary.json';

/** Each label record under the key prefix its texts have: `propertyType.apartment`. */
export const VOCABULARY_LABELS = {
  amenity: AMENITY_LABELS,
  areaKind: AREA_KIND_LABELS,
  areaUnit: AREA_UNIT_LABELS,
  facing: FACING_LABELS,
  furnishing: FURNISHING_LABELS,
  listingStatus: LISTING_STATUS_LABELS,
  listingType: LISTING_TYPE_LABELS,
  listingTypeOwner: LISTING_TYPE_OWNER_LABELS,
  parking: PARKING_LABELS,
  possession: POSSESSION_STATUS_LABELS,
  postedBy: POSTED_BY_LABELS,
  propertyType: PROPERTY_TYPE_LABELS,
  sort: LISTING_SORT_LABELS,
} as const;
type Labels = typeof VOCABULARY_LABELS;
export type VocabularyKind = keyof Labels;
type ValueOf<K extends VocabularyKind> = Extract<keyof Labels[K], string>;

/** The English catalogue: the formatters' templates plus every label, keyed `kind.value`. */
export function englishVocabulary(): Catalogue {
  const catalogue: Catalogue = { ...formats };
  for (const [kind, labels] of Object.entries(VOCABULARY_LABELS)) {
    for (const [value, label] of Object.entries(labels as Record<string, string>)) {
      catalogue[`${kind}.${value}`] = label;
    }
  }
  return catalogue;
}

export const vocabularyTexts = defineNamespace('vocabulary', englishVocabulary(), {
  hi: () => import('./locales/hi/vocabulary.json'),
});

const LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The vocabulary in one language: labels, options and the listing formatters. */
export function vocabularyIn(
  language: Language,
  t: (key: string, values?: Record<string, string | number>) => string,
) {
  const locale = LOCALE[language] ?? LOCALE.en;
  const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
  const label = <K extends VocabularyKind>(
    kind: K,
    value: ValueOf<K> | null | undefined,
  ): string => (value === null || value === undefined ? '' : t(`${kind}.${value}`));
  const positive = (value: number | null): value is number =>
    value !== null && Number.isFinite(value) && value > 0;
  return {
    language,
    label,
    options: <K extends VocabularyKind>(
      kind: K,
      values: readonly ValueOf<K>[],
    ): Option<ValueOf<K>>[] => values.map((value) => ({ value, label: label(kind, value) })),
    /** '₹ 1.25 Crore', '₹ 45,000 / month'; 'Price on request' when unknown. */
    price: (price: number | null, listingType: string): string => {
      const amount = formatPrice(price, language);
      if (amount === formatPrice(null, language)) return t('price.onRequest');
      return t(listingType === 'rent' ? 'price.rent' : 'price.sale', { price: amount });
    },
    /** '₹ 7,500 / sq.ft', or null when unknown. */
    perSqft: (value: number | null): string | null =>
      positive(value) ? t('price.perSqft', { value: whole.format(value) }) : null,
    /** '2 BHK', or null for land, offices and unknown counts. */
    bhk: (bhk: number | null): string | null => (bhk && bhk > 0 ? t('rooms.bhk', { bhk }) : null),
    /** '1,250 sq.ft', or null when unknown. */
    area: (sqft: number | null): string | null =>
      positive(sqft) ? t('area.sqft', { value: whole.format(sqft) }) : null,
    /** '1.5 acre', '240 sq.yd' as entered; null when unknown. */
    areaInUnit: (value: number | null, unit: ValueOf<'areaUnit'>): string | null =>
      positive(value)
        ? t('area.inUnit', { value: decimal.format(value), unit: label('areaUnit', unit) })
        : null,
    /** 'today', '3 days ago', '2 weeks ago'; a date for anything older than a year. */
    posted: postedLabelIn(locale, (date) => t('posted.on', { date })),
  };
}

export type Vocabulary = ReturnType<typeof vocabularyIn>;

/** The vocabulary in the language being rendered. */
export function useVocabulary(): Vocabulary {
  const t = vocabularyTexts.useT() as (
    key: string,
    values?: Record<string, string | number>,
  ) => string;
  const language = useLanguage();
  return useMemo(() => vocabularyIn(language, t), [language, t]);
}
