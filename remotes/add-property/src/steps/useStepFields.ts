import { useState } from 'react';
import { type FieldErrors, fieldId, focusFirstInvalid, placeRefusal } from './form';
import { useSaveStep } from './useSaveStep';
import { useStepForm } from './useStepForm';

type StepFieldsOptions<Saved, Form, Field extends string> = {
  /** The step's name in its fields' DOM ids (`add-property-<step>-<field>`). */
  step: string;
  /** The step's fields in the order they appear: the first invalid one is focused. */
  order: readonly Field[];
  saved: Saved | null;
  fromSaved: (saved: Saved | null) => Form;
};

/**
 * The wiring every step form shares: its state (from the saved section), its field errors and
 * ids, showing errors (the first invalid field focused), and saving, with a server refusal
 * placed at the fields it names or, naming none of this step's, as `refusal` under the form.
 */
export function useStepFields<Saved, Form, Field extends string>({
  step,
  order,
  saved,
  fromSaved,
}: StepFieldsOptions<Saved, Form, Field>) {
  const { form, setForm, dirty } = useStepForm(saved, fromSaved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { saveSection, refusal } = useSaveStep((server) =>
    placeRefusal(step, order, server, setErrors),
  );
  const update = (patch: Partial<Form>) => setForm((previous) => ({ ...previous, ...patch }));
  /** Shows `found` at its fields (none clears them); true when there is one to fix. */
  const showErrors = (found: FieldErrors): boolean => {
    setErrors(found);
    if (Object.keys(found).length === 0) return false;
    focusFirstInvalid(step, order, found);
    return true;
  };
  return {
    form,
    setForm,
    update,
    dirty,
    error: (field: Field): string | undefined => errors[field],
    id: (field: string) => fieldId(step, field),
    showErrors,
    saveSection,
    refusal,
  };
}
