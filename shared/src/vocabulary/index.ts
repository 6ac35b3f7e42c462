// The listing vocabulary: values, their English labels and formatters, without zod (it stays off
// the first paint). Zod enums of the same lists: shared/contracts/vocabulary.

export type { Amenity } from './amenity';
export { AMENITIES, AMENITY_LABELS } from './amenity';
export type { AreaKind, AreaUnit } from './area';
export {
  AREA_KIND_LABELS,
  AREA_KINDS,
  AREA_UNIT_LABELS,
  AREA_UNIT_SQFT,
  AREA_UNITS,
  areaInUnitLabel,
  areaLabel,
  MAX_AREA_SQFT,
  toSqft,
} from './area';
export type { Facing } from './facing';
export { FACING_LABELS, FACINGS } from './facing';
export type { Furnishing } from './furnishing';
export { FURNISHING_LABELS, FURNISHINGS } from './furnishing';
export type { ListingStatus } from './listingStatus';
export { LISTING_STATUS_LABELS, LISTING_STATUSES, OWNER_SETTABLE_STATUSES } from './listingStatus';
export type { ListingType } from './listingType';
export { LISTING_TYPE_LABELS, LISTING_TYPE_OWNER_LABELS, LISTING_TYPES } from './listingType';
export type { Option } from './options';
export { labelOf, optionsOf } from './options';
export type { ParkingKind } from './parking';
export { MAX_PARKING_SPACES, PARKING_KINDS, PARKING_LABELS } from './parking';
export { PINCODE_PREFIXES, pincodeMatchesState } from './pincode';
export type { PossessionStatus } from './possession';
export { MAX_AGE_YEARS, POSSESSION_STATUS_LABELS, POSSESSION_STATUSES } from './possession';
export { postedLabel, postedLabelIn } from './postedAt';
export type { PostedBy } from './postedBy';
export { POSTED_BY, POSTED_BY_LABELS } from './postedBy';
export { MAX_PRICE_RUPEES, perSqftLabel, priceLabel } from './price';
export type { PropertyType } from './propertyType';
export { isLand, LAND_PROPERTY_TYPES, PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from './propertyType';
export type { ReraFormat } from './rera';
export { RERA_FORMATS, RERA_REQUIRED_MESSAGE, reraIdProblem, reraRequired } from './rera';
export {
  bhkLabel,
  MAX_BALCONIES,
  MAX_BATHROOMS,
  MAX_BHK,
  MAX_FLOORS,
  MIN_FLOOR,
} from './rooms';
export type { ListingSort } from './sort';
export { LISTING_SORT_LABELS, LISTING_SORTS } from './sort';
