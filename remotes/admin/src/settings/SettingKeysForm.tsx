import { Button, Field, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import type { SettingKey } from 'shared/contracts/adminSettings';
import { settingsTexts } from './i18n';
import { $keyErrors, keySubmitted, saveKeyFx } from './model';

/** The keys of SETTING_KEYS in the contract (kept here so the form needs no zod). */
const KEYS: { key: SettingKey; type: 'email' | 'tel' | 'multiline' }[] = [
  { key: 'SUPPORT_EMAIL', type: 'email' },
  { key: 'SUPPORT_PHONE', type: 'tel' },
  { key: 'OFFICE_ADDRESS', type: 'multiline' },
];

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  field: { minWidth: '280px', flexGrow: 1, maxWidth: '480px' },
});

function KeyForm({
  settingKey,
  type,
  saved,
}: {
  settingKey: SettingKey;
  type: string;
  saved: string;
}) {
  const styles = useStyles();
  const t = settingsTexts.useT();
  const [errors, submit, pending] = useUnit([$keyErrors, keySubmitted, saveKeyFx.pending]);
  const [value, setValue] = useState(saved);
  const label = t(`keys.${settingKey}`);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ key: settingKey, label, value });
  };
  const error = errors[settingKey];
  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <Field
        className={styles.field}
        label={label}
        validationState={error ? 'error' : 'none'}
        validationMessage={error}
      >
        {type === 'multiline' ? (
          <Textarea value={value} onChange={(_, data) => setValue(data.value)} resize="vertical" />
        ) : (
          <Input
            type={type as 'email' | 'tel'}
            value={value}
            onChange={(_, data) => setValue(data.value)}
          />
        )}
      </Field>
      <Button type="submit" disabled={pending || value.trim() === saved}>
        {t('keys.save', { label })}
      </Button>
    </form>
  );
}

/** The other settings keys, each saved on its own (the api checks each by its rule). */
export function SettingKeysForm({ values }: { values: Record<string, string | null> }) {
  const styles = useStyles();
  const t = settingsTexts.useT();
  return (
    <section className={styles.section} aria-labelledby="settings-keys-heading">
      <h2 id="settings-keys-heading" className={styles.heading}>
        {t('keys.heading')}
      </h2>
      <p className={styles.text}>{t('keys.intro')}</p>
      {KEYS.map(({ key, type }) => (
        <KeyForm
          key={`${key}:${values[key] ?? ''}`}
          settingKey={key}
          type={type}
          saved={values[key] ?? ''}
        />
      ))}
    </section>
  );
}
