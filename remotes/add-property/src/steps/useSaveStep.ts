import { useUnit } from 'effector-react';
import { useState } from 'react';
import type { SavedDraftSection } from 'shared/drafts';
import { saveStepFx } from '../draft/model';
import { type FieldErrors, refusalFields } from './form';

/**
 * Saves a step's checked section (model, local storage, server). True when the wizard may go
 * on: saved, or kept on this device while offline. A refusal returns false: the fields it
 * names go to `showAtFields` (each step maps them to its controls), the rest is `refusal`.
 */
export function useSaveStep(showAtFields: (errors: FieldErrors) => boolean) {
  const save = useUnit(saveStepFx);
  const [refusal, setRefusal] = useState<string | null>(null);
  const saveSection = async (saved: SavedDraftSection): Promise<boolean> => {
    const { outcome } = await save(saved);
    if (outcome.kind !== 'refused') {
      setRefusal(null);
      return true;
    }
    const shown = showAtFields(refusalFields(outcome.message));
    setRefusal(shown ? null : outcome.message);
    return false;
  };
  return { saveSection, refusal };
}
