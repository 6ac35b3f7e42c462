import { useUnit } from 'effector-react';
import { useState } from 'react';
import type { SavedDraftSection } from 'shared/drafts';
import { saveStepFx } from '../draft/model';

/**
 * Saves a step's checked section (model, local storage, server). True when the wizard may go
 * on: saved, or kept on this device while offline. A refusal returns false and its message.
 */
export function useSaveStep() {
  const save = useUnit(saveStepFx);
  const [refusal, setRefusal] = useState<string | null>(null);
  const saveSection = async (saved: SavedDraftSection): Promise<boolean> => {
    const { outcome } = await save(saved);
    setRefusal(outcome.kind === 'refused' ? outcome.message : null);
    return outcome.kind !== 'refused';
  };
  return { saveSection, refusal };
}
