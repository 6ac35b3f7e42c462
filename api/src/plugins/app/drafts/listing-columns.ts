import {
  type BasicDetails,
  type DraftSections,
  draftSectionSchemas,
  type EnteredArea,
  type LocationDetails,
  type MediaUpload,
  type PricingDetails,
  type ProfileDetails,
} from 'shared/contracts/drafts';
import { type AreaUnit, isLand, toSqft } from 'shared/vocabulary';
import type { properties, propertyMedia } from '../../../db/schema/index';

type PropertyRow = typeof properties.$inferSelect;
type PropertyValues = Omit<typeof properties.$inferInsert, 'ownerId'>;
type MediaRow = typeof propertyMedia.$inferSelect;

export type CompleteSections = { [K in keyof DraftSections]: NonNullable<DraftSections[K]> };

/** The area searched and sorted on, in whole sq.ft: super built-up, else built-up, carpet or plot. */
export function normalisedAreaSqft(areas: BasicDetails['areas']): number | null {
  const area = areas.superBuiltUp ?? areas.builtUp ?? areas.carpet ?? areas.plot;
  return area ? Math.round(toSqft(area.value, area.unit)) : null;
}

/** The `properties` columns the five sections fill (status and owner are the caller's). */
export function propertyColumns(sections: CompleteSections): PropertyValues {
  const { basicDetails: basic, locationDetails: place, profileDetails: profile } = sections;
  const { pricingDetails: pricing } = sections;
  return {
    title: basic.title,
    description: basic.description,
    listingType: basic.listingType,
    propertyType: basic.propertyType,
    bhk: basic.bhk,
    bathrooms: basic.bathrooms,
    balconies: basic.balconies,
    areaSqft: normalisedAreaSqft(basic.areas),
    carpetArea: basic.areas.carpet?.value ?? null,
    carpetAreaUnit: basic.areas.carpet?.unit ?? null,
    builtUpArea: basic.areas.builtUp?.value ?? null,
    builtUpAreaUnit: basic.areas.builtUp?.unit ?? null,
    superBuiltUpArea: basic.areas.superBuiltUp?.value ?? null,
    superBuiltUpAreaUnit: basic.areas.superBuiltUp?.unit ?? null,
    plotArea: basic.areas.plot?.value ?? null,
    plotAreaUnit: basic.areas.plot?.unit ?? null,
    furnishing: basic.furnishing,
    possessionStatus: basic.possessionStatus,
    possessionDate: basic.possessionDate,
    ageYears: basic.ageYears,
    floorNumber: basic.floorNumber,
    totalFloors: basic.totalFloors,
    facing: basic.facing,
    coveredParking: basic.parking.covered,
    openParking: basic.parking.open,
    amenities: basic.amenities,
    state: place.state,
    city: place.city,
    locality: place.locality,
    projectName: place.projectName,
    pincode: place.pincode,
    address: place.address,
    latitude: place.latitude,
    longitude: place.longitude,
    postedBy: profile.postedBy,
    contactName: profile.contactName,
    contactEmail: profile.email,
    companyName: profile.companyName,
    reraId: profile.reraId,
    reraState: profile.reraId ? place.state : null,
    price: pricing.price,
    deposit: pricing.deposit,
    maintenanceMonthly: pricing.maintenanceMonthly,
    negotiable: pricing.negotiable,
  };
}

const entered = (value: number | null, unit: AreaUnit | null): EnteredArea | null =>
  value !== null && value > 0 ? { value, unit: unit ?? 'sqft' } : null;

/** A section rebuilt from a listing, or null when the listing's data does not make a valid one. */
function valid<K extends keyof DraftSections>(name: K, value: unknown): DraftSections[K] {
  const parsed = draftSectionSchemas[name].safeParse(value);
  return parsed.success ? (parsed.data as DraftSections[K]) : null;
}

export interface ListingOwner {
  phone: string;
  name: string | null;
  email: string | null;
  companyName: string | null;
}

/** An edit draft's sections, prefilled from the listing's columns and media. */
export function sectionsOfListing(
  row: PropertyRow,
  media: MediaRow[],
  owner: ListingOwner,
): DraftSections {
  const areas = {
    carpet: entered(row.carpetArea, row.carpetAreaUnit),
    builtUp: entered(row.builtUpArea, row.builtUpAreaUnit),
    superBuiltUp: entered(row.superBuiltUpArea, row.superBuiltUpAreaUnit),
    plot: entered(row.plotArea, row.plotAreaUnit),
  };
  // Listings from before the per-unit columns only know their normalised area.
  if (!areas.carpet && !areas.builtUp && !areas.superBuiltUp && !areas.plot && row.areaSqft) {
    const legacy = { value: row.areaSqft, unit: 'sqft' as const };
    if (isLand(row.propertyType)) areas.plot = legacy;
    else areas.builtUp = legacy;
  }
  const basic: BasicDetails = {
    listingType: row.listingType,
    propertyType: row.propertyType,
    title: row.title,
    bhk: row.bhk,
    bathrooms: row.bathrooms,
    balconies: row.balconies,
    areas,
    furnishing: row.furnishing,
    possessionStatus: row.possessionStatus,
    possessionDate: row.possessionDate,
    ageYears: row.ageYears,
    floorNumber: row.floorNumber,
    totalFloors: row.totalFloors,
    facing: row.facing,
    parking: { covered: row.coveredParking, open: row.openParking },
    amenities: row.amenities,
    description: row.description,
  };
  const place: Partial<LocationDetails> = {
    state: row.state ?? '',
    city: row.city ?? '',
    locality: row.locality ?? '',
    projectName: row.projectName,
    pincode: row.pincode ?? '',
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
  };
  const profile: ProfileDetails = {
    postedBy: row.postedBy,
    contactName: row.contactName ?? owner.name ?? '',
    phone: owner.phone,
    email: row.contactEmail ?? owner.email,
    companyName: row.companyName ?? owner.companyName,
    reraId: row.reraId,
  };
  const sorted = [...media].sort((a, b) => a.sortOrder - b.sortOrder);
  const mediaUpload: MediaUpload = {
    items: sorted.map((m) => ({ mediaId: m.id, kind: m.kind, caption: m.caption })),
    coverMediaId: sorted.find((m) => m.isCover && m.kind === 'image')?.id ?? null,
  };
  const pricing: Partial<PricingDetails> = {
    price: row.price ?? 0,
    deposit: row.deposit,
    maintenanceMonthly: row.maintenanceMonthly,
    negotiable: row.negotiable,
  };
  return {
    basicDetails: valid('basicDetails', basic),
    locationDetails: valid('locationDetails', place),
    profileDetails: valid('profileDetails', profile),
    mediaUpload: valid('mediaUpload', mediaUpload),
    pricingDetails: valid('pricingDetails', pricing),
  };
}
