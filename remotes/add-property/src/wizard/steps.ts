import type { DraftSectionName } from 'shared/drafts';

/** The five steps of the spec's wizard table (§2), in order. */
export const WIZARD_STEPS = [
  { section: 'basicDetails', path: '/add-property' },
  { section: 'locationDetails', path: '/add-property/location' },
  { section: 'profileDetails', path: '/add-property/profile' },
  { section: 'mediaUpload', path: '/add-property/media' },
  { section: 'pricingDetails', path: '/add-property/pricing' },
] as const satisfies readonly { section: DraftSectionName; path: string }[];

export type StepIndex = 0 | 1 | 2 | 3 | 4;
export const LAST_STEP: StepIndex = 4;

/**
 * Where the pricing step's Next goes: the preview and submit, inside the pricing route (the
 * spec's routes are the five steps; exposed/PricingStep shows preview/PreviewStep there).
 */
export const PREVIEW_PATH = '/add-property/pricing?view=preview';

export const stepPath = (index: number): string =>
  WIZARD_STEPS[Math.max(0, Math.min(index, LAST_STEP))]?.path ?? WIZARD_STEPS[0].path;
