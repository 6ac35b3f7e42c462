import {
  AMENITY_LABELS,
  FURNISHING_LABELS,
  labelOf,
  POSSESSION_STATUS_LABELS,
  POSTED_BY_LABELS,
  PROPERTY_TYPE_LABELS,
} from 'shared/vocabulary';
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
export function relaxations(query: ListingQuery): Relaxation[] {
  const out: Relaxation[] = [];
  const add = (label: string, patch: Partial<ListingQuery>) =>
    out.push({ label, query: { ...query, ...patch } });

  if (query.amenities.length > 0)
    add(`Remove amenities (${list(query.amenities.map((a) => labelOf(AMENITY_LABELS, a)))})`, {
      amenities: [],
    });
  if (query.possession)
    add(`Remove possession (${labelOf(POSSESSION_STATUS_LABELS, query.possession)})`, {
      possession: null,
    });
  if (query.furnishing.length > 0)
    add(`Remove furnishing (${list(query.furnishing.map((f) => labelOf(FURNISHING_LABELS, f)))})`, {
      furnishing: [],
    });
  if (query.postedBy.length > 0)
    add(`Show every poster (${list(query.postedBy.map((p) => labelOf(POSTED_BY_LABELS, p)))})`, {
      postedBy: [],
    });
  if (query.bhk.length > 0) add('Any number of bedrooms', { bhk: [] });
  if (query.minPrice !== null || query.maxPrice !== null)
    add('Any budget', { minPrice: null, maxPrice: null });
  if (query.minArea !== null || query.maxArea !== null)
    add('Any area', { minArea: null, maxArea: null });
  if (query.propertyTypes.length > 0)
    add(
      `All property types (not only ${list(query.propertyTypes.map((t) => labelOf(PROPERTY_TYPE_LABELS, t)))})`,
      { propertyTypes: [] },
    );
  if (query.locality) add(`Whole city (not only ${query.locality})`, { locality: '' });
  if (query.listingType) add('Both buy and rent', { listingType: null });
  if (query.city) add(`Every city (not only ${query.city})`, { city: '', locality: '' });
  if (query.search) add(`Search without "${query.search}"`, { search: '' });
  return out;
}
