import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { type FormEvent, useRef } from 'react';
import { dialogTexts } from '../../dialogTexts';
import { commonTexts } from '../../i18n';
import {
  $canVerifyOtp,
  $isVerifying,
  $otpInput,
  $otpPhone,
  $resendSecondsLeft,
  $resentTo,
  loginDialogClosed,
  otpChanged,
  resendOtpClicked,
  verifyOtpClicked,
} from './model';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  code: { letterSpacing: '0.5em' },
  resend: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export function OtpStep() {
  const styles = useStyles();
  const t = dialogTexts.useT();
  const tc = commonTexts.useT();
  const [phone, otp, canVerify, verifying, secondsLeft, resentTo] = useUnit([
    $otpPhone,
    $otpInput,
    $canVerifyOtp,
    $isVerifying,
    $resendSecondsLeft,
    $resentTo,
  ]);
  const codeInput = useRef<HTMLInputElement>(null);
  const events = useUnit({
    closed: loginDialogClosed,
    changed: otpChanged,
    verify: verifyOtpClicked,
    resend: resendOtpClicked,
  });
  const resend = () => {
    events.resend();
    // The Resend button gives way to the countdown: focus goes to the code, not to <body>.
    codeInput.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    events.verify();
  };

  return (
    <form onSubmit={onSubmit}>
      <DialogBody>
        <DialogTitle>{t('login.otpTitle')}</DialogTitle>
        <DialogContent className={styles.content}>
          <Field label={t('login.otpLabel', { phone })}>
            <Input
              className={styles.code}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              ref={codeInput}
              value={otp}
              onChange={(_, data) => events.changed(data.value)}
            />
          </Field>
          <div className={styles.resend}>
            {secondsLeft > 0 ? (
              // role=timer is not announced every second (its aria-live is off).
              <Text role="timer">{t('login.resendIn', { seconds: secondsLeft })}</Text>
            ) : (
              <>
                <Text>{t('login.notReceived')}</Text>
                <Button type="button" appearance="transparent" onClick={resend}>
                  {t('login.resend')}
                </Button>
              </>
            )}
          </div>
          {/* Always present, so screen readers announce the notice when it appears. */}
          <Text role="status">{resentTo && t('login.resent', { phone: resentTo })}</Text>
        </DialogContent>
        <DialogActions>
          <Button type="button" appearance="secondary" onClick={() => events.closed()}>
            {tc('cancel')}
          </Button>
          <Button type="submit" appearance="primary" disabled={!canVerify || verifying}>
            {t('login.verify')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
