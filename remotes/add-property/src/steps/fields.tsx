import {
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
  radios: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
  required: { color: tokens.colorPaletteRedForeground3, paddingLeft: tokens.spacingHorizontalXS },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  checks: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' },
  check: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '32px',
    padding: `0 ${tokens.spacingHorizontalS}`,
    fontSize: tokens.fontSizeBase300,
    cursor: 'pointer',
  },
  box: {
    width: '16px',
    height: '16px',
    margin: 0,
    flexShrink: 0,
    accentColor: tokens.colorCompoundBrandBackground,
    cursor: 'pointer',
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
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
          // A native checkbox: as accessible as Fluent's, and the first step does not download
          // Fluent's Checkbox for it (see the README's "First step budget").
          <label key={option.value} className={styles.check}>
            <input
              type="checkbox"
              className={styles.box}
              checked={selected.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.currentTarget.checked
                    ? options
                        .map((o) => o.value)
                        .filter((v) => v === option.value || selected.includes(v))
                    : selected.filter((value) => value !== option.value),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
    </Group>
  );
}

/**
 * One choice of a few, as native radios in a fieldset named by its legend (the first step does
 * not download Fluent's Radio and RadioGroup for it; see the README's "First step budget").
 * `id` is on the fieldset, so a step can focus the group when its value is missing.
 */
export function RadioChoices<T extends string>({
  id,
  legend,
  required,
  error,
  value,
  options,
  onChange,
}: {
  id: string;
  legend: string;
  required?: boolean;
  error?: string | undefined;
  value: T | '';
  options: readonly Option<T>[];
  onChange: (value: T) => void;
}) {
  const styles = useStyles();
  const errorId = `${id}-error`;
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={styles.fieldset}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>
        {legend}
        {required && (
          <span aria-hidden="true" className={styles.required}>
            *
          </span>
        )}
      </legend>
      <div className={styles.radios}>
        {options.map((option) => (
          <label key={option.value} className={styles.check}>
            <input
              type="radio"
              name={id}
              value={option.value}
              className={styles.box}
              required={required}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
