import type { LocationDetails } from 'shared/contracts/drafts';
import { pincodeMatchesState } from 'shared/vocabulary';
import { numberOrNull, numberText, textOrNull } from '../form';

export type LocationForm = {
  state: string;
  city: string;
  locality: string;
  projectName: string;
  pincode: string;
  address: string;
  latitude: string;
  longitude: string;
};

export const emptyLocationForm: LocationForm = {
  state: '',
  city: '',
  locality: '',
  projectName: '',
  pincode: '',
  address: '',
  latitude: '',
  longitude: '',
};

export function locationFormFrom(saved: LocationDetails | null): LocationForm {
  if (!saved) return emptyLocationForm;
  return {
    state: saved.state,
    city: saved.city,
    locality: saved.locality,
    projectName: saved.projectName ?? '',
    pincode: saved.pincode,
    address: saved.address ?? '',
    latitude: numberText(saved.latitude),
    longitude: numberText(saved.longitude),
  };
}

export function locationCandidate(form: LocationForm): unknown {
  return {
    state: form.state.trim(),
    city: form.city.trim(),
    locality: form.locality.trim(),
    projectName: textOrNull(form.projectName),
    pincode: form.pincode.trim(),
    address: textOrNull(form.address),
    latitude: numberOrNull(form.latitude),
    longitude: numberOrNull(form.longitude),
  };
}

export const LOCATION_FIELD_ORDER = [
  'state',
  'city',
  'locality',
  'projectName',
  'pincode',
  'address',
  'latitude',
  'longitude',
] as const;
export type LocationField = (typeof LOCATION_FIELD_ORDER)[number];

export function locationFieldOf(path: string): LocationField {
  return (LOCATION_FIELD_ORDER as readonly string[]).includes(path)
    ? (path as LocationField)
    : 'state';
}

/** A 6-digit PIN code that cannot be in the chosen state (the schema checks only its shape). */
export function pincodeOutsideState(form: LocationForm): boolean {
  const pincode = form.pincode.trim();
  return /^\d{6}$/.test(pincode) && pincodeMatchesState(pincode, form.state) === false;
}

/** Latitude given without longitude or the other way round. */
export function halfAPin(form: LocationForm): boolean {
  return (form.latitude.trim() === '') !== (form.longitude.trim() === '');
}

/** Coordinates as the form keeps them: 6 decimals, about 10 cm. */
export const coordinateText = (value: number) => value.toFixed(6);
