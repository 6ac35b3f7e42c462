import {
  Checkbox,
  Field,
  Input,
  type InputProps,
  makeStyles,
  Select,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { Option } from 'shared/vocabulary';

const useStyles = makeStyles({
  fieldset: {
    border: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
  },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalXS,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
  },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  checks: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' },
});

export function Group({ legend, children }: { legend: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Fields side by side on wide screens, stacked on a phone. */
export function Row({ children }: { children: ReactNode }) {
  return <div className={useStyles().row}>{children}</div>;
}

type FieldBase = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
};

export function TextField({
  id,
  label,
  error,
  hint,
  required,
  value,
  onChange,
  ...input
}: FieldBase & { value: string; onChange: (value: string) => void } & Omit<
    InputProps,
    'value' | 'onChange' | 'id'
  >) {
  return (
    <Field
      label={label}
      hint={hint}
      required={required}
      validationMessage={error}
      validationState={error ? 'error' : 'none'}
    >
      <Input {...input} id={id} value={value} onChange={(_, data) => onChange(data.value)} />
    </Field>
  );
}

/** A whole number typed with the phone's number pad. */
export function NumberField(
  props: FieldBase & { value: string; onChange: (value: string) => void; decimal?: boolean },
) {
  const { decimal, ...rest } = props;
  return <TextField {...rest} inputMode={decimal ? 'decimal' : 'numeric'} />;
}

export function SelectField<T extends string>({
  id,
  label,
  error,
  hint,
  required,
  value,
  options,
  onChange,
  emptyLabel,
}: FieldBase & {
  value: T | '';
  options: readonly Option<T>[];
  onChange: (value: T | '') => void;
  /** The "not chosen" entry's text; without it a value must be chosen. */
  emptyLabel?: string;
}) {
  return (
    <Field
      label={label}
      hint={hint}
      required={required}
      validationMessage={error}
      validationState={error ? 'error' : 'none'}
    >
      <Select id={id} value={value} onChange={(_, data) => onChange(data.value as T | '')}>
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function CheckboxGroup<T extends string>({
  legend,
  options,
  selected,
  onChange,
}: {
  legend: string;
  options: readonly Option<T>[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
}) {
  const styles = useStyles();
  return (
    <Group legend={legend}>
      <div className={styles.checks}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={selected.includes(option.value)}
            onChange={(_, data) =>
              onChange(
                data.checked
                  ? options
                      .map((o) => o.value)
                      .filter((v) => v === option.value || selected.includes(v))
                  : selected.filter((value) => value !== option.value),
              )
            }
          />
        ))}
      </div>
    </Group>
  );
}
