import { z } from 'zod';
import { AMENITIES } from '../vocabulary/amenity';
import { AREA_UNITS } from '../vocabulary/area';
import { FACINGS } from '../vocabulary/facing';
import { FURNISHINGS } from '../vocabulary/furnishing';
import { LISTING_STATUSES } from '../vocabulary/listingStatus';
import { LISTING_TYPES } from '../vocabulary/listingType';
import { POSSESSION_STATUSES } from '../vocabulary/possession';
import { POSTED_BY } from '../vocabulary/postedBy';
import { PROPERTY_TYPES } from '../vocabulary/propertyType';
import { LISTING_SORTS } from '../vocabulary/sort';

/**
 * Zod enums of the listing vocabulary (shared/vocabulary holds the lists, types and labels).
 * An error names the field and the values it takes: "furnishing must be one of: ...".
 */
const enumOf = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { message: `${name} must be one of: ${values.join(', ')}` });

export const listingTypeSchema = enumOf('listingType', LISTING_TYPES);
export const propertyTypeSchema = enumOf('propertyType', PROPERTY_TYPES);
export const listingStatusSchema = enumOf('status', LISTING_STATUSES);
export const furnishingSchema = enumOf('furnishing', FURNISHINGS);
export const possessionStatusSchema = enumOf('possessionStatus', POSSESSION_STATUSES);
export const postedBySchema = enumOf('postedBy', POSTED_BY);
export const facingSchema = enumOf('facing', FACINGS);
export const areaUnitSchema = enumOf('unit', AREA_UNITS);
export const amenitySchema = enumOf('amenities', AMENITIES);
export const listingSortSchema = enumOf('sort', LISTING_SORTS);
