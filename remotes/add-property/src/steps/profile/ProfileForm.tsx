import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { $auth } from 'shared/auth';
import { $addPropertyDraft } from 'shared/drafts';
import { useVocabulary } from 'shared/i18n/vocabulary';
import { POSTED_BY, reraRequired } from 'shared/vocabulary';
import { Row, TextField } from '../fields';
import { check, type FieldErrors, loadSchemas, messagesFor } from '../form';
import { StepFormFrame } from '../StepFormFrame';
import { useStepFields } from '../useStepFields';
import { profileTexts as texts } from './i18n';
import {
  type ProfileForm as Form,
  PROFILE_FIELD_ORDER,
  profileCandidate,
  profileFieldOf,
  profileFormFrom,
  reraFormatProblem,
} from './model';

/** Step 3: who posts the listing and how buyers reach them. */
export function ProfileForm() {
  const t = texts.useT();
  const v = useVocabulary();
  const [draft, auth] = useUnit([$addPropertyDraft, $auth]);
  const phone = auth.user?.phone ?? '';
  const state = draft.locationDetails.data?.state ?? null;
  const userName = auth.user?.name ?? null;
  const { form, update, dirty, error, id, showErrors, saveSection, refusal } = useStepFields({
    step: 'profile',
    order: PROFILE_FIELD_ORDER,
    saved: draft.profileDetails.data,
    fromSaved: (saved) => profileFormFrom(saved, userName),
  });
  // Only a builder's new project (a sale under construction) must give its RERA id.
  const needsRera = reraRequired(draft.basicDetails.data, form);

  const onNext = async () => {
    const schemas = await loadSchemas();
    const result = check(schemas.profileDetails, profileCandidate(form, phone));
    const found: FieldErrors = result.ok
      ? {}
      : messagesFor(result.fields, profileFieldOf, (field) => t(`profile.error.${field}`));
    if (needsRera && form.reraId.trim() === '') found.reraId = t('profile.error.reraRequired');
    const format = reraFormatProblem(form.reraId, state);
    if (!found.reraId && format) found.reraId = t('profile.error.reraFormat', format);
    if (showErrors(found) || !result.ok) return false;
    return saveSection({ section: 'profileDetails', data: result.data });
  };

  return (
    <StepFormFrame step={2} onNext={onNext} dirty={dirty} refusal={refusal}>
      <Field
        label={t('profile.postedBy')}
        required
        validationMessage={error('postedBy')}
        validationState={error('postedBy') ? 'error' : 'none'}
      >
        <RadioGroup
          id={id('postedBy')}
          layout="horizontal"
          value={form.postedBy}
          onChange={(_, data) => update({ postedBy: data.value as Form['postedBy'] })}
        >
          {POSTED_BY.map((who) => (
            <Radio key={who} value={who} label={v.label('postedBy', who)} />
          ))}
        </RadioGroup>
      </Field>

      <Row>
        <TextField
          id={id('contactName')}
          label={t('profile.contactName')}
          required
          autoComplete="name"
          maxLength={80}
          value={form.contactName}
          onChange={(contactName) => update({ contactName })}
          error={error('contactName')}
        />
        <TextField
          id={id('phone')}
          label={t('profile.phone')}
          hint={t('profile.phoneHint')}
          readOnly
          value={phone}
          onChange={() => undefined}
          error={error('phone') && t('profile.error.phone')}
        />
      </Row>

      <TextField
        id={id('email')}
        label={t('profile.email')}
        type="email"
        autoComplete="email"
        maxLength={254}
        value={form.email}
        onChange={(email) => update({ email })}
        error={error('email')}
      />

      {form.postedBy !== 'owner' && (
        <TextField
          id={id('companyName')}
          label={t('profile.companyName')}
          required
          maxLength={120}
          value={form.companyName}
          onChange={(companyName) => update({ companyName })}
          error={error('companyName')}
        />
      )}

      <TextField
        id={id('reraId')}
        label={needsRera ? t('profile.reraIdRequired') : t('profile.reraId')}
        required={needsRera}
        hint={t('profile.reraHint')}
        maxLength={60}
        value={form.reraId}
        onChange={(reraId) => update({ reraId })}
        error={error('reraId')}
      />
    </StepFormFrame>
  );
}
