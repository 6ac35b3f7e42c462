import type { AddPropertyDraft } from 'shared/drafts';
import type { Schema } from 'shared/http';
import { WIZARD_STEPS } from './steps';

export type SectionSchemas = Record<(typeof WIZARD_STEPS)[number]['section'], Schema<unknown>>;

/**
 * The first step before `step` whose saved section is missing or no longer valid, or null when
 * every earlier step is complete (a step reached directly needs the steps before it).
 */
export function firstIncompleteStep(
  draft: AddPropertyDraft,
  step: number,
  schemas: SectionSchemas,
): number | null {
  for (let index = 0; index < step; index += 1) {
    const { section } = WIZARD_STEPS[index] ?? WIZARD_STEPS[0];
    const data = draft[section].data;
    if (data === null || !schemas[section].safeParse(data).success) return index;
  }
  return null;
}
