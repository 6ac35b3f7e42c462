export const FURNISHINGS = ['furnished', 'semi-furnished', 'unfurnished'] as const;
export type Furnishing = (typeof FURNISHINGS)[number];

export const FURNISHING_LABELS: Record<Furnishing, string> = {
  furnished: 'Furnished',
  'semi-furnished': 'Semi-furnished',
  unfurnished: 'Unfurnished',
};
