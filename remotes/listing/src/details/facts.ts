import type { ListingDetail } from 'shared/contracts/listings';
import {
  areaInUnitLabel,
  areaLabel,
  bhkLabel,
  FACING_LABELS,
  FURNISHING_LABELS,
  labelOf,
  POSSESSION_STATUS_LABELS,
  POSTED_BY_LABELS,
  PROPERTY_TYPE_LABELS,
  perSqftLabel,
  postedLabel,
  priceLabel,
} from 'shared/vocabulary';
import { formatRupees } from '../emi/emi';

export type Fact = { term: string; value: string };

type Area = ListingDetail['areas']['carpet'];

/** '1,200 sq.ft', or '2 acre (87,120 sq.ft)' when entered in another unit. */
function areaAsEntered(area: Area): string | null {
  if (!area) return null;
  const entered = areaInUnitLabel(area.value, area.unit);
  if (!entered) return null;
  return area.unit === 'sqft' ? entered : `${entered} (${areaLabel(area.sqft)})`;
}

function floorLabel(floor: number | null, total: number | null): string | null {
  if (floor === null) return null;
  const name = floor === 0 ? 'Ground' : String(floor);
  return total === null ? name : `${name} of ${total}`;
}

function possessionLabel(listing: ListingDetail): string | null {
  if (!listing.possessionStatus) return null;
  const label = labelOf(POSSESSION_STATUS_LABELS, listing.possessionStatus);
  if (listing.possessionStatus === 'under-construction' && listing.possessionDate) {
    const date = new Date(listing.possessionDate);
    const when = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric' }).format(date);
    return `${label} (possession by ${when})`;
  }
  if (listing.ageYears !== null) return `${label}, ${ageLabel(listing.ageYears)}`;
  return label;
}

/** '1 year old', '4 years old'; a building finished this year is 'less than a year old'. */
export function ageLabel(years: number): string {
  if (years < 1) return 'less than a year old';
  return years === 1 ? '1 year old' : `${years} years old`;
}

/** The api's display name may already carry the role ('Rohan Mehta (Owner)'). */
function postedByLabel(listing: ListingDetail): string {
  const role = labelOf(POSTED_BY_LABELS, listing.postedBy);
  return listing.postedByName.includes(role)
    ? listing.postedByName
    : `${listing.postedByName} (${role})`;
}

/** Key facts in reading order; anything the owner left out is skipped. */
export function keyFacts(listing: ListingDetail, now?: Date): Fact[] {
  const rent = listing.listingType === 'rent';
  const facts: [string, string | null][] = [
    [rent ? 'Monthly rent' : 'Price', priceLabel(listing.price, listing.listingType)],
    ['Security deposit', rent && listing.deposit ? formatRupees(listing.deposit) : null],
    ['Price per sq.ft', rent ? null : perSqftLabel(listing.pricePerSqft)],
    ['Property type', labelOf(PROPERTY_TYPE_LABELS, listing.propertyType)],
    ['Bedrooms', bhkLabel(listing.bhk)],
    ['Bathrooms', listing.bathrooms === null ? null : String(listing.bathrooms)],
    ['Balconies', listing.balconies === null ? null : String(listing.balconies)],
    ['Carpet area', areaAsEntered(listing.areas.carpet)],
    ['Built-up area', areaAsEntered(listing.areas.builtUp)],
    ['Super built-up area', areaAsEntered(listing.areas.superBuiltUp)],
    ['Plot area', areaAsEntered(listing.areas.plot)],
    ['Furnishing', listing.furnishing ? labelOf(FURNISHING_LABELS, listing.furnishing) : null],
    ['Possession', possessionLabel(listing)],
    ['Floor', floorLabel(listing.floorNumber, listing.totalFloors)],
    ['Facing', listing.facing ? FACING_LABELS[listing.facing] : null],
    [
      'Parking',
      listing.parking.covered + listing.parking.open > 0
        ? `${listing.parking.covered} covered, ${listing.parking.open} open`
        : 'None',
    ],
    [
      'Maintenance',
      listing.maintenanceMonthly ? `${formatRupees(listing.maintenanceMonthly)} / month` : null,
    ],
    ['Posted by', postedByLabel(listing)],
    ['Posted', postedLabel(listing.postedAt, now)],
  ];
  return facts
    .filter((fact): fact is [string, string] => fact[1] !== null && fact[1] !== '')
    .map(([term, value]) => ({ term, value }));
}
