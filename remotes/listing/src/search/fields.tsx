import {
  Checkbox,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  tokens,
} from '@fluentui/react-components';
import { type ReactNode, useEffect, useState } from 'react';
import type { Option } from 'shared/vocabulary';
import { listingTexts } from '../i18n';

const useStyles = makeStyles({
  fieldset: {
    border: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalXS,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase300,
  },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    alignItems: 'start',
  },
  range: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalS },
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

type ManyProps<T extends string | number> = {
  legend: string;
  options: readonly Option<T>[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
};

export function CheckboxGroup<T extends string | number>({
  legend,
  options,
  selected,
  onChange,
}: ManyProps<T>) {
  const styles = useStyles();
  return (
    <Group legend={legend}>
      <div className={styles.columns}>
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

type OneProps<T extends string> = {
  legend: string;
  options: readonly Option<T>[];
  value: T | null;
  onChange: (next: T | null) => void;
};

const ANY = 'any';

export function RadioChoice<T extends string>({ legend, options, value, onChange }: OneProps<T>) {
  const t = listingTexts.useT();
  return (
    <Group legend={legend}>
      <RadioGroup
        layout="horizontal"
        value={value ?? ANY}
        onChange={(_, data) => onChange(data.value === ANY ? null : (data.value as T))}
      >
        <Radio value={ANY} label={t('filters.any')} />
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </RadioGroup>
    </Group>
  );
}

type RangeProps = {
  legend: string;
  steps: readonly number[];
  format: (value: number) => string;
  min: number | null;
  max: number | null;
  onChange: (range: { min: number | null; max: number | null }) => void;
};

/** Two native selects (quick on phones); a max below the min is not offered. */
export function RangeSelect({ legend, steps, format, min, max, onChange }: RangeProps) {
  const styles = useStyles();
  const t = listingTexts.useT();
  const toNumber = (raw: string) => (raw === '' ? null : Number(raw));
  const withCurrent = (value: number | null) =>
    value === null || steps.includes(value) ? steps : [...steps, value].sort((a, b) => a - b);
  return (
    <Group legend={legend}>
      <div className={styles.range}>
        <Field label={t('filters.min', { what: legend.toLowerCase() })}>
          <Select
            value={min === null ? '' : String(min)}
            onChange={(_, data) => onChange({ min: toNumber(data.value), max })}
          >
            <option value="">{t('filters.noMin')}</option>
            {withCurrent(min)
              .filter((step) => max === null || step <= max)
              .map((step) => (
                <option key={step} value={step}>
                  {format(step)}
                </option>
              ))}
          </Select>
        </Field>
        <Field label={t('filters.max', { what: legend.toLowerCase() })}>
          <Select
            value={max === null ? '' : String(max)}
            onChange={(_, data) => onChange({ min, max: toNumber(data.value) })}
          >
            <option value="">{t('filters.noMax')}</option>
            {withCurrent(max)
              .filter((step) => min === null || step >= min)
              .map((step) => (
                <option key={step} value={step}>
                  {format(step)}
                </option>
              ))}
          </Select>
        </Field>
      </div>
    </Group>
  );
}

type TextProps = {
  label: string;
  value: string;
  placeholder?: string;
  onCommit: (value: string) => void;
};

/** Text that reaches the URL on Enter or when leaving the field, not on every key. */
export function CommitInput({ label, value, placeholder, onCommit }: TextProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };
  return (
    <Field label={label}>
      <Input
        value={draft}
        placeholder={placeholder}
        onChange={(_, data) => setDraft(data.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </Field>
  );
}
