/** Parking is counted per kind: `{ covered: 1, open: 0 }`. */
export const PARKING_KINDS = ['covered', 'open'] as const;
export type ParkingKind = (typeof PARKING_KINDS)[number];

export const PARKING_LABELS: Record<ParkingKind, string> = {
  covered: 'Covered parking',
  open: 'Open parking',
};

/** Spaces of one kind a listing may state. */
export const MAX_PARKING_SPACES = 20;
