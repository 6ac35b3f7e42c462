import type { ListingDetail } from 'shared/contracts/listings';
import type { Vocabulary } from 'shared/i18n/vocabulary';
import { formatRupees } from '../emi/emi';
import type { ListingT } from '../i18n';

export type Fact = { term: string; value: string };

/** The texts the facts are written in: the listing namespace and the vocabulary. */
export type FactTexts = { t: ListingT; v: Vocabulary };

type Area = ListingDetail['areas']['carpet'];

/** '1,200 sq.ft', or '2 acre (87,120 sq.ft)' when entered in another unit. */
function areaAsEntered(area: Area, { t, v }: FactTexts): string | null {
  if (!area) return null;
  const entered = v.areaInUnit(area.value, area.unit);
  if (!entered) return null;
  return area.unit === 'sqft'
    ? entered
    : t('facts.areaWithSqft', { entered, sqft: v.area(area.sqft) ?? '' });
}

function floorLabel(floor: number | null, total: number | null, t: ListingT): string | null {
  if (floor === null) return null;
  const name = floor === 0 ? t('facts.groundFloor') : String(floor);
  return total === null ? name : t('facts.floorOf', { floor: name, total });
}

function possessionLabel(listing: ListingDetail, { t, v }: FactTexts): string | null {
  if (!listing.possessionStatus) return null;
  const label = v.label('possession', listing.possessionStatus);
  if (listing.possessionStatus === 'under-construction' && listing.possessionDate) {
    const date = new Date(listing.possessionDate);
    const locale = v.language === 'hi' ? 'hi-IN' : 'en-IN';
    const when = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric' }).format(date);
    return t('facts.possessionBy', { status: label, when });
  }
  if (listing.ageYears !== null) {
    return t('facts.possessionAge', { status: label, age: ageLabel(listing.ageYears, t) });
  }
  return label;
}

/** '1 year old', '4 years old'; a building finished this year is 'less than a year old'. */
export function ageLabel(years: number, t: ListingT): string {
  if (years < 1) return t('facts.ageNew');
  return years === 1 ? t('facts.ageOne') : t('facts.ageYears', { years });
}

/** The api's display name may already carry the role ('Rohan Mehta (Owner)'). */
function postedByLabel(listing: ListingDetail, { t, v }: FactTexts): string {
  const role = v.label('postedBy', listing.postedBy);
  return listing.postedByName.includes(role)
    ? listing.postedByName
    : t('facts.postedByName', { name: listing.postedByName, role });
}

/** Key facts in reading order; anything the owner left out is skipped. */
export function keyFacts(listing: ListingDetail, texts: FactTexts, now?: Date): Fact[] {
  const { t, v } = texts;
  const rent = listing.listingType === 'rent';
  const facts: [string, string | null][] = [
    [t(rent ? 'facts.monthlyRent' : 'facts.price'), v.price(listing.price, listing.listingType)],
    [t('facts.deposit'), rent && listing.deposit ? formatRupees(listing.deposit) : null],
    [t('facts.perSqft'), rent ? null : v.perSqft(listing.pricePerSqft)],
    [t('facts.propertyType'), v.label('propertyType', listing.propertyType)],
    [t('facts.bedrooms'), v.bhk(listing.bhk)],
    [t('facts.bathrooms'), listing.bathrooms === null ? null : String(listing.bathrooms)],
    [t('facts.balconies'), listing.balconies === null ? null : String(listing.balconies)],
    [v.label('areaKind', 'carpet'), areaAsEntered(listing.areas.carpet, texts)],
    [v.label('areaKind', 'builtUp'), areaAsEntered(listing.areas.builtUp, texts)],
    [v.label('areaKind', 'superBuiltUp'), areaAsEntered(listing.areas.superBuiltUp, texts)],
    [v.label('areaKind', 'plot'), areaAsEntered(listing.areas.plot, texts)],
    [t('facts.furnishing'), listing.furnishing ? v.label('furnishing', listing.furnishing) : null],
    [t('facts.possession'), possessionLabel(listing, texts)],
    [t('facts.floor'), floorLabel(listing.floorNumber, listing.totalFloors, t)],
    [t('facts.facing'), listing.facing ? v.label('facing', listing.facing) : null],
    [
      t('facts.parking'),
      listing.parking.covered + listing.parking.open > 0
        ? t('facts.parkingCount', { covered: listing.parking.covered, open: listing.parking.open })
        : t('facts.parkingNone'),
    ],
    [
      t('facts.maintenance'),
      listing.maintenanceMonthly
        ? t('facts.perMonth', { amount: formatRupees(listing.maintenanceMonthly) })
        : null,
    ],
    [t('facts.postedBy'), postedByLabel(listing, texts)],
    [t('facts.posted'), v.posted(listing.postedAt, now)],
  ];
  return facts
    .filter((fact): fact is [string, string] => fact[1] !== null && fact[1] !== '')
    .map(([term, value]) => ({ term, value }));
}
