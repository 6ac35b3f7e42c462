import { Field, Input } from '@fluentui/react-components';
import { passwordTexts } from './i18n';
import type { NewPasswordProblem } from './rules';
import { PASSWORD_MAX } from './rules';

type Props = {
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  /** Shown once the form was submitted. */
  problem: NewPasswordProblem;
};

/** New password twice; the rule is visible before typing, problems after a submit. */
export function NewPasswordFields({ password, repeat, onPassword, onRepeat, problem }: Props) {
  const t = passwordTexts.useT();
  return (
    <>
      <Field
        label={t('newPassword')}
        required
        hint={t('rule')}
        validationMessage={problem === 'tooShort' ? t('tooShort') : undefined}
      >
        <Input
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={password}
          onChange={(_, data) => onPassword(data.value)}
        />
      </Field>
      <Field
        label={t('repeatPassword')}
        required
        validationMessage={problem === 'mismatch' ? t('mismatch') : undefined}
      >
        <Input
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={repeat}
          onChange={(_, data) => onRepeat(data.value)}
        />
      </Field>
    </>
  );
}
