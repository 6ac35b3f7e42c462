import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  Input,
  Text,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { dialogTexts } from '../../dialogTexts';
import { commonTexts } from '../../i18n';
import { $canSendOtp, $phoneInput, loginDialogClosed, phoneChanged, sendOtpClicked } from './model';

export function MobileStep() {
  const t = dialogTexts.useT();
  const tc = commonTexts.useT();
  const [phone, canSend] = useUnit([$phoneInput, $canSendOtp]);
  const events = useUnit({
    closed: loginDialogClosed,
    changed: phoneChanged,
    send: sendOtpClicked,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    events.send();
  };

  return (
    <form onSubmit={onSubmit}>
      <DialogBody>
        <DialogTitle>{t('login.mobileTitle')}</DialogTitle>
        <DialogContent>
          <Field label={t('login.mobileLabel')} hint={t('login.mobileHint')}>
            <Input
              contentBefore={<Text>+91</Text>}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={phone}
              onChange={(_, data) => events.changed(data.value)}
            />
          </Field>
        </DialogContent>
        <DialogActions>
          <Button type="button" appearance="secondary" onClick={() => events.closed()}>
            {tc('cancel')}
          </Button>
          <Button type="submit" appearance="primary" disabled={!canSend}>
            {t('login.sendOtp')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
