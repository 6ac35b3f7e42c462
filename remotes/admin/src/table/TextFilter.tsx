import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useEffect, useState } from 'react';

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
});

type Props = {
  label: string;
  hint?: string;
  /** The apply button's text. */
  applyText: string;
  value: string | undefined;
  /** Undefined when the field is emptied. */
  onApply: (value: string | undefined) => void;
};

/** A typed filter (a city) applied on Enter or its button, not on every key (each is a request). */
export function TextFilter({ label, hint, applyText, value, onApply }: Props) {
  const styles = useStyles();
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft.trim() || undefined);
  };
  return (
    <form className={styles.form} onSubmit={apply}>
      <Field label={label} hint={hint}>
        <Input value={draft} maxLength={80} onChange={(_, data) => setDraft(data.value)} />
      </Field>
      <Button type="submit">{applyText}</Button>
    </form>
  );
}
