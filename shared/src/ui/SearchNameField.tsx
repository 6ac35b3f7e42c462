import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { SAVED_SEARCH_NAME_MAX } from '../contracts/savedSearches';

type NameField = { name: string; problem: string; onChange: (name: string) => void };

/**
 * A saved search's name as typed (the Save this search dialog, the rename dialog): `field` goes to
 * `SearchNameField`; `checked()` gives the trimmed name to save, or null after showing
 * `requiredText` under the field.
 */
export function useSearchName(
  initial: string | (() => string),
  requiredText: string,
): { field: NameField; checked: () => string | null } {
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState('');
  const onChange = (next: string) => {
    setName(next);
    setProblem('');
  };
  const checked = () => {
    const trimmed = name.trim();
    if (!trimmed) setProblem(requiredText);
    return trimmed || null;
  };
  return { field: { name, problem, onChange }, checked };
}

/** The required name field of a saved search, at most SAVED_SEARCH_NAME_MAX characters. */
export function SearchNameField({ label, name, problem, onChange }: NameField & { label: string }) {
  return (
    <Field
      label={label}
      required
      validationState={problem ? 'error' : 'none'}
      validationMessage={problem || undefined}
    >
      <Input
        value={name}
        maxLength={SAVED_SEARCH_NAME_MAX}
        onChange={(_, data) => onChange(data.value)}
      />
    </Field>
  );
}
