import { Field, makeStyles, Select } from '@fluentui/react-components';

const useStyles = makeStyles({
  select: { minWidth: '140px' },
});

export interface FilterSelectProps<Option extends string> {
  label: string;
  /** The first option's words: no filter. */
  anyText: string;
  value: string | undefined;
  options: readonly Option[];
  optionText: (option: Option) => string;
  /** Undefined when "any" is chosen. */
  onChange: (value: string | undefined) => void;
}

/** A table filter's dropdown: "any" first, then one option per value. */
export function FilterSelect<Option extends string>({
  label,
  anyText,
  value,
  options,
  optionText,
  onChange,
}: FilterSelectProps<Option>) {
  const styles = useStyles();
  return (
    <Field label={label}>
      <Select
        className={styles.select}
        value={value ?? ''}
        onChange={(_, data) => onChange(data.value || undefined)}
      >
        <option value="">{anyText}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionText(option)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
