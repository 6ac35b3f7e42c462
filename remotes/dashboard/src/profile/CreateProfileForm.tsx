import {
  Button,
  Combobox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Select,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useCallback, useEffect } from 'react';
import type { UserType } from 'shared/contracts/users';
import { useReferenceList } from 'shared/ui/useReferenceList';
import { RERA_FORMATS } from 'shared/vocabulary';
import { fetchCities, fetchStates } from './api';
import { FIELD_ORDER, type FieldProblem, isProfessional, type ProfileField } from './form';
import { profileTexts } from './i18n';
import {
  $draftRestored,
  $errors,
  $form,
  $loadFailed,
  $profile,
  $saveError,
  $saving,
  formChanged,
  saveClicked,
  skipClicked,
} from './model';
import { ProfileNotReady } from './ProfileNotReady';
import { PhotoField } from './photo/PhotoField';

const ROLES: UserType[] = ['owner', 'agent', 'builder'];
const fieldId = (field: ProfileField) => `profile-${field}`;

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '560px',
  },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** /create-profile: the signed-in user's own profile, saved with PATCH users/user/update. */
export function CreateProfileForm() {
  const styles = useStyles();
  const t = profileTexts.useT();
  const [form, errors, profile, loadFailed, saving, saveError, restored] = useUnit([
    $form,
    $errors,
    $profile,
    $loadFailed,
    $saving,
    $saveError,
    $draftRestored,
  ]);
  const events = useUnit({ formChanged, saveClicked, skipClicked });
  const states = useReferenceList(
    profile ? 'all' : '',
    useCallback(() => fetchStates(), []),
  );
  const cities = useReferenceList(form.state, fetchCities);

  // After a refused Save, the first field with a problem gets the focus.
  useEffect(() => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }, [errors]);

  if (loadFailed || !profile) return <ProfileNotReady />;

  const problem = (field: ProfileField) => {
    const found: FieldProblem | undefined = errors[field];
    return found ? t(found.key as Parameters<typeof t>[0], found.values) : undefined;
  };
  const state = (field: ProfileField) => (errors[field] ? 'error' : 'none') as 'error' | 'none';
  const professional = isProfessional(form.userType);
  const reraFormat = RERA_FORMATS[form.state];

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        events.saveClicked();
      }}
    >
      <p className={styles.intro}>{t('form.intro')}</p>
      {restored && (
        <MessageBar intent="info">
          <MessageBarBody>{t('form.draftRestored')}</MessageBarBody>
        </MessageBar>
      )}
      <Field
        label={t('form.name')}
        required
        validationMessage={problem('name')}
        validationState={state('name')}
      >
        <Input
          id={fieldId('name')}
          value={form.name}
          autoComplete="name"
          onChange={(_, data) => events.formChanged({ name: data.value })}
        />
      </Field>
      <Field
        label={t('form.email')}
        hint={t('form.emailHint')}
        validationMessage={problem('email')}
        validationState={state('email')}
      >
        <Input
          id={fieldId('email')}
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(_, data) => events.formChanged({ email: data.value })}
        />
      </Field>
      <Field label={t('form.role')}>
        <RadioGroup
          id={fieldId('userType')}
          layout="horizontal"
          value={form.userType}
          onChange={(_, data) => events.formChanged({ userType: data.value as UserType })}
        >
          {ROLES.map((role) => (
            <Radio key={role} value={role} label={t(`form.role.${role}`)} />
          ))}
        </RadioGroup>
      </Field>
      {professional && (
        <div className={styles.row}>
          <Field
            label={t('form.company')}
            validationMessage={problem('companyName')}
            validationState={state('companyName')}
          >
            <Input
              id={fieldId('companyName')}
              value={form.companyName}
              autoComplete="organization"
              onChange={(_, data) => events.formChanged({ companyName: data.value })}
            />
          </Field>
          <Field
            label={t('form.rera')}
            hint={
              reraFormat
                ? t('form.reraHint', { example: reraFormat.example })
                : t('form.reraHintGeneric')
            }
            validationMessage={problem('reraAgentId')}
            validationState={state('reraAgentId')}
          >
            <Input
              id={fieldId('reraAgentId')}
              value={form.reraAgentId}
              onChange={(_, data) => events.formChanged({ reraAgentId: data.value })}
            />
          </Field>
        </div>
      )}
      <div className={styles.row}>
        <Field label={t('form.state')}>
          <Select
            id={fieldId('state')}
            value={form.state}
            onChange={(_, data) => events.formChanged({ state: data.value })}
          >
            <option value="">{states.loading ? t('form.loading') : t('form.chooseState')}</option>
            {(states.items.includes(form.state) || !form.state
              ? states.items
              : [form.state, ...states.items]
            ).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('form.city')}>
          <Combobox
            id={fieldId('city')}
            freeform
            value={form.city}
            disabled={!form.state}
            placeholder={form.state ? t('form.chooseCity') : t('form.stateFirst')}
            onInput={(event) =>
              events.formChanged({ city: (event.target as HTMLInputElement).value })
            }
            onOptionSelect={(_, data) => events.formChanged({ city: data.optionText ?? '' })}
          >
            {cities.items
              .filter((name) => name.toLowerCase().includes(form.city.trim().toLowerCase()))
              .slice(0, 50)
              .map((name) => (
                <Option key={name} value={name}>
                  {name}
                </Option>
              ))}
          </Combobox>
        </Field>
      </div>
      {(states.failed || cities.failed) && (
        <MessageBar intent="warning">
          <MessageBarBody>
            {t('form.listFailed')}{' '}
            <Button size="small" onClick={() => (states.failed ? states.retry() : cities.retry())}>
              {t('form.retryList')}
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      <PhotoField name={form.name} />
      {saveError && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{saveError}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={saving}>
          {saving ? t('form.saving') : t('form.save')}
        </Button>
        <Button type="button" onClick={() => events.skipClicked()}>
          {t('form.skip')}
        </Button>
      </div>
    </form>
  );
}
