import type { BasicDetails, LocationDetails } from 'shared/contracts/drafts';
import {
  type Amenity,
  type AreaUnit,
  type Facing,
  type Furnishing,
  isLand,
  type PossessionStatus,
  type PropertyType,
} from 'shared/vocabulary';
import { numberOrNull, numberText, textOrNull } from '../form';

/** What the owner offers: a sale, a rental, or a PG bed (a rental of type 'pg'). */
export type OfferKind = 'sale' | 'rent' | 'pg';
export const OFFER_KINDS: readonly OfferKind[] = ['sale', 'rent', 'pg'];

export const AREA_FIELDS = ['carpet', 'builtUp', 'superBuiltUp', 'plot'] as const;
export type AreaField = (typeof AREA_FIELDS)[number];

/** The form as typed: numbers stay text until Next, so a half-typed value is never lost. */
export type BasicForm = {
  kind: OfferKind;
  propertyType: PropertyType | '';
  title: string;
  /** The owner changed the title: it stops following type, BHK and place. */
  titleEdited: boolean;
  bhk: string;
  bathrooms: string;
  balconies: string;
  areas: Record<AreaField, { value: string; unit: AreaUnit }>;
  furnishing: Furnishing | '';
  possessionStatus: PossessionStatus | '';
  possessionDate: string;
  ageYears: string;
  floorNumber: string;
  totalFloors: string;
  facing: Facing | '';
  parkingCovered: string;
  parkingOpen: string;
  amenities: Amenity[];
  description: string;
};

const emptyArea = { value: '', unit: 'sqft' as AreaUnit };

export const emptyBasicForm: BasicForm = {
  kind: 'sale',
  propertyType: '',
  title: '',
  titleEdited: false,
  bhk: '',
  bathrooms: '',
  balconies: '',
  areas: { carpet: emptyArea, builtUp: emptyArea, superBuiltUp: emptyArea, plot: emptyArea },
  furnishing: '',
  possessionStatus: '',
  possessionDate: '',
  ageYears: '',
  floorNumber: '',
  totalFloors: '',
  facing: '',
  parkingCovered: '0',
  parkingOpen: '0',
  amenities: [],
  description: '',
};

/** The saved section back into the form (Back, a reload, another device). */
export function basicFormFrom(saved: BasicDetails | null): BasicForm {
  if (!saved) return emptyBasicForm;
  const area = (field: AreaField) => {
    const value = saved.areas[field];
    return value ? { value: String(value.value), unit: value.unit } : emptyArea;
  };
  return {
    kind: saved.propertyType === 'pg' ? 'pg' : saved.listingType,
    propertyType: saved.propertyType,
    title: saved.title,
    titleEdited: true,
    bhk: numberText(saved.bhk),
    bathrooms: numberText(saved.bathrooms),
    balconies: numberText(saved.balconies),
    areas: {
      carpet: area('carpet'),
      builtUp: area('builtUp'),
      superBuiltUp: area('superBuiltUp'),
      plot: area('plot'),
    },
    furnishing: saved.furnishing ?? '',
    possessionStatus: saved.possessionStatus ?? '',
    possessionDate: saved.possessionDate ?? '',
    ageYears: numberText(saved.ageYears),
    floorNumber: numberText(saved.floorNumber),
    totalFloors: numberText(saved.totalFloors),
    facing: saved.facing ?? '',
    parkingCovered: String(saved.parking.covered),
    parkingOpen: String(saved.parking.open),
    amenities: saved.amenities,
    description: saved.description ?? '',
  };
}

/** What the form shows for this property type: land has no rooms, floors or furnishing. */
export function visibleParts(propertyType: PropertyType | '') {
  const land = propertyType !== '' && isLand(propertyType);
  return {
    rooms: !land,
    builtAreas: !land,
    plotArea: land || propertyType === 'independent-house' || propertyType === 'villa',
    floors: !land,
    furnishing: !land,
  };
}

/** The section to check and save; hidden parts are sent empty. */
export function basicCandidate(form: BasicForm): unknown {
  const parts = visibleParts(form.propertyType);
  const area = (field: AreaField, shown: boolean) => {
    const { value, unit } = form.areas[field];
    const amount = numberOrNull(value);
    return shown && amount !== null ? { value: amount, unit } : null;
  };
  const status = form.possessionStatus === '' ? null : form.possessionStatus;
  return {
    listingType: form.kind === 'sale' ? 'sale' : 'rent',
    propertyType: form.kind === 'pg' ? 'pg' : form.propertyType || undefined,
    title: form.title.trim(),
    bhk: parts.rooms ? numberOrNull(form.bhk) : null,
    bathrooms: parts.rooms ? numberOrNull(form.bathrooms) : null,
    balconies: parts.rooms ? numberOrNull(form.balconies) : null,
    areas: {
      carpet: area('carpet', parts.builtAreas),
      builtUp: area('builtUp', parts.builtAreas),
      superBuiltUp: area('superBuiltUp', parts.builtAreas),
      plot: area('plot', parts.plotArea),
    },
    furnishing: parts.furnishing && form.furnishing !== '' ? form.furnishing : null,
    possessionStatus: status,
    possessionDate: status === 'under-construction' ? textOrNull(form.possessionDate) : null,
    ageYears: status === 'ready-to-move' ? numberOrNull(form.ageYears) : null,
    floorNumber: parts.floors ? numberOrNull(form.floorNumber) : null,
    totalFloors: parts.floors ? numberOrNull(form.totalFloors) : null,
    facing: form.facing === '' ? null : form.facing,
    parking: {
      covered: numberOrNull(form.parkingCovered) ?? 0,
      open: numberOrNull(form.parkingOpen) ?? 0,
    },
    amenities: form.amenities,
    description: textOrNull(form.description),
  };
}

/**
 * Problems the schema reports only once every field has the right type (its cross-field
 * rules): shown with the others, so the owner sees everything missing at once.
 */
export function missingAreas(form: BasicForm): boolean {
  const parts = visibleParts(form.kind === 'pg' ? 'pg' : form.propertyType);
  return !AREA_FIELDS.some(
    (field) =>
      (field === 'plot' ? parts.plotArea : parts.builtAreas) &&
      form.areas[field].value.trim() !== '',
  );
}

/** Parts of the suggested title, in the page's language (labels come from the vocabulary). */
export type TitleWords = {
  bhk: (bhk: number) => string;
  type: (type: PropertyType) => string;
  forSale: string;
  forRent: string;
  pg: string;
  in: (place: string) => string;
};

/** "2 BHK Apartment for sale in Baner, Pune": type, BHK and the place if the owner gave it. */
export function suggestedTitle(
  form: BasicForm,
  place: Pick<LocationDetails, 'locality' | 'city'> | null,
  words: TitleWords,
): string {
  const type = form.kind === 'pg' ? 'pg' : form.propertyType;
  if (type === '') return '';
  const bhk = numberOrNull(form.bhk);
  const parts = [
    visibleParts(type).rooms && bhk && bhk > 0 ? words.bhk(bhk) : '',
    words.type(type),
    form.kind === 'pg' ? '' : form.kind === 'sale' ? words.forSale : words.forRent,
    place ? words.in([place.locality, place.city].filter(Boolean).join(', ')) : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** The field an error belongs to: the form's fields by the order they appear. */
export const BASIC_FIELD_ORDER = [
  'kind',
  'propertyType',
  'title',
  'bhk',
  'bathrooms',
  'balconies',
  'areas',
  'areas.carpet',
  'areas.builtUp',
  'areas.superBuiltUp',
  'areas.plot',
  'furnishing',
  'possessionStatus',
  'possessionDate',
  'ageYears',
  'floorNumber',
  'totalFloors',
  'facing',
  'parking.covered',
  'parking.open',
  'amenities',
  'description',
] as const;
export type BasicField = (typeof BASIC_FIELD_ORDER)[number];

/** A schema issue's path ('areas.carpet.value') as the form field it belongs to. */
export function basicFieldOf(path: string): BasicField {
  if (path === 'listingType') return 'kind';
  const known = [...BASIC_FIELD_ORDER]
    .sort((a, b) => b.length - a.length)
    .find((field) => path === field || path.startsWith(`${field}.`));
  return known ?? 'title';
}
