import type { SavedSearchCriteria } from 'shared/contracts/savedSearches';
import { useVocabulary } from 'shared/i18n/vocabulary';
import { savedSearchesTexts } from './i18n';

/** One line of what the search looks for: 'Rent · Flat · 2 BHK · Baner, Pune · up to ₹ 50 Lac'. */
export function CriteriaSummary({ criteria }: { criteria: SavedSearchCriteria }) {
  const t = savedSearchesTexts.useT();
  const v = useVocabulary();
  const text = criteria.search ?? criteria.q;
  const place = [criteria.locality, criteria.city].filter(Boolean).join(', ');
  const price = (value: number) => v.price(value, 'sale');
  const budget =
    criteria.budgetMin !== undefined && criteria.budgetMax !== undefined
      ? t('budgetBetween', { min: price(criteria.budgetMin), max: price(criteria.budgetMax) })
      : criteria.budgetMin !== undefined
        ? t('budgetFrom', { min: price(criteria.budgetMin) })
        : criteria.budgetMax !== undefined
          ? t('budgetUpTo', { max: price(criteria.budgetMax) })
          : null;
  const parts = [
    text ? t('matching', { text }) : null,
    criteria.listingType ? v.label('listingType', criteria.listingType) : null,
    ...(criteria.propertyType ?? []).map((type) => v.label('propertyType', type)),
    (criteria.bhk ?? []).length > 0
      ? (criteria.bhk ?? []).map((bhk) => v.bhk(bhk)).join(', ')
      : null,
    place || null,
    budget,
  ].filter(Boolean);
  return <>{parts.length > 0 ? parts.join(' · ') : t('everything')}</>;
}
