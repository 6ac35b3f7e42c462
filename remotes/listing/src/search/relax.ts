import type { Vocabulary } from 'shared/i18n/vocabulary';
import type { ListingT } from '../i18n';
import type { ListingQuery } from './query';

export interface Relaxation {
  /** What the button says, e.g. 'Remove amenities (Gym, Lift)'. */
  label: string;
  query: ListingQuery;
}

const list = (labels: string[]) => labels.join(', ');

/**
 * Ways to widen a search that found nothing, the narrowest filters first (amenities and
 * possession rule out more listings than the city does).
 */
export function relaxations(
  query: ListingQuery,
  { t, v }: { t: ListingT; v: Vocabulary },
): Relaxation[] {
  const out: Relaxation[] = [];
  const add = (label: string, patch: Partial<ListingQuery>) =>
    out.push({ label, query: { ...query, ...patch } });

  if (query.amenities.length > 0)
    add(t('relax.amenities', { list: list(query.amenities.map((a) => v.label('amenity', a))) }), {
      amenities: [],
    });
  if (query.possession)
    add(t('relax.possession', { list: v.label('possession', query.possession) }), {
      possession: null,
    });
  if (query.furnishing.length > 0)
    add(
      t('relax.furnishing', { list: list(query.furnishing.map((f) => v.label('furnishing', f))) }),
      {
        furnishing: [],
      },
    );
  if (query.postedBy.length > 0)
    add(t('relax.postedBy', { list: list(query.postedBy.map((p) => v.label('postedBy', p))) }), {
      postedBy: [],
    });
  if (query.bhk.length > 0) add(t('relax.bedrooms'), { bhk: [] });
  if (query.minPrice !== null || query.maxPrice !== null)
    add(t('relax.budget'), { minPrice: null, maxPrice: null });
  if (query.minArea !== null || query.maxArea !== null)
    add(t('relax.area'), { minArea: null, maxArea: null });
  if (query.propertyTypes.length > 0)
    add(
      t('relax.propertyTypes', {
        list: list(query.propertyTypes.map((type) => v.label('propertyType', type))),
      }),
      { propertyTypes: [] },
    );
  if (query.locality) add(t('relax.locality', { locality: query.locality }), { locality: '' });
  if (query.listingType) add(t('relax.listingType'), { listingType: null });
  if (query.city) add(t('relax.city', { city: query.city }), { city: '', locality: '' });
  if (query.search) add(t('relax.search', { search: query.search }), { search: '' });
  return out;
}
