import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { $addPropertyDraft } from 'shared/drafts';
import { $entryState } from '../draft/model';
import { firstIncompleteStep } from './guard';
import { useWizardPaths } from './paths';

export type GuardVerdict =
  | { kind: 'checking' }
  | { kind: 'open' }
  | { kind: 'redirect'; to: string };

/**
 * Whether `step` may open: once the draft is known (this device or the server), every earlier
 * section must pass its schema; else the verdict names the first incomplete step's path.
 */
export function useStepGuard(step: number): GuardVerdict {
  const [draft, entry] = useUnit([$addPropertyDraft, $entryState]);
  const paths = useWizardPaths();
  const [verdict, setVerdict] = useState<GuardVerdict>(
    step === 0 ? { kind: 'open' } : { kind: 'checking' },
  );
  useEffect(() => {
    if (step === 0 || entry !== 'ready') return;
    let current = true;
    // The schemas (and zod) come with the later steps, not with the first one.
    void import('shared/contracts/drafts').then(({ draftSectionSchemas }) => {
      if (!current) return;
      const incomplete = firstIncompleteStep(draft, step, draftSectionSchemas);
      setVerdict((previous) =>
        // Once open, a step stays open while the owner works in it.
        previous.kind === 'open'
          ? previous
          : incomplete === null
            ? { kind: 'open' }
            : { kind: 'redirect', to: paths.step(incomplete) },
      );
    });
    return () => {
      current = false;
    };
  }, [draft, entry, step, paths]);
  return verdict;
}
