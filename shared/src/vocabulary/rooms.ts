/**
 * Rooms and floors. `bhk` is the one name of the bedroom count everywhere (database column,
 * contracts, search parameter, URL); 1 RK and studios count as 1.
 */
export const MAX_BHK = 20;
export const MAX_BATHROOMS = 20;
export const MAX_BALCONIES = 20;
/** Floors above ground; floor 0 is the ground floor, negative floors are basements. */
export const MAX_FLOORS = 200;
export const MIN_FLOOR = -3;

/** '2 BHK', or null for land, offices and unknown counts. */
export function bhkLabel(bhk: number | null): string | null {
  return bhk && bhk > 0 ? `${bhk} BHK` : null;
}
