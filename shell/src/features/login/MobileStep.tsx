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
import { $canSendOtp, $phoneInput, loginDialogClosed, phoneChanged, sendOtpClicked } from './model';

export function MobileStep() {
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
        <DialogTitle>Mobile Verification</DialogTitle>
        <DialogContent>
          <Field label="Enter 10-digit mobile number" hint="OTP will be sent to this number">
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
            Cancel
          </Button>
          <Button type="submit" appearance="primary" disabled={!canSend}>
            Send OTP
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
