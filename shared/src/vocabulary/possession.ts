export const POSSESSION_STATUSES = ['ready-to-move', 'under-construction'] as const;
export type PossessionStatus = (typeof POSSESSION_STATUSES)[number];

export const POSSESSION_STATUS_LABELS: Record<PossessionStatus, string> = {
  'ready-to-move': 'Ready to move',
  'under-construction': 'Under construction',
};

/** Age of a ready building, in whole years (0 = new). */
export const MAX_AGE_YEARS = 100;
