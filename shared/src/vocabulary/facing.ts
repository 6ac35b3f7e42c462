export const FACINGS = [
  'north',
  'south',
  'east',
  'west',
  'north-east',
  'north-west',
  'south-east',
  'south-west',
] as const;
export type Facing = (typeof FACINGS)[number];

export const FACING_LABELS: Record<Facing, string> = {
  north: 'North',
  south: 'South',
  east: 'East',
  west: 'West',
  'north-east': 'North-east',
  'north-west': 'North-west',
  'south-east': 'South-east',
  'south-west': 'South-west',
};
