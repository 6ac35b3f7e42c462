import { Dialog, DialogSurface } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useFocusReturn } from '../../lib/useFocusReturn';
import { MobileStep } from './MobileStep';
import { $loginDialog, loginDialogClosed } from './model';
import { OtpStep } from './OtpStep';

/**
 * Mobile Verification and OTP Verification as the two steps of one modal dialog; loaded on
 * demand (see LazyLoginDialogs). One surface that opens and closes through Fluent keeps its focus
 * trap consistent: swapping two modal surfaces, or unmounting an open one, leaves the page
 * hidden from assistive technology.
 */
export default function LoginDialogs() {
  const [dialog, close] = useUnit([$loginDialog, loginDialogClosed]);
  // While closed (the code is being requested), keep showing the last step so it closes in place.
  const [step, setStep] = useState<'mobile' | 'otp'>('mobile');
  if (dialog !== 'closed' && dialog !== step) setStep(dialog);
  // Escape or Cancel gives focus back to the button that opened the dialog.
  useFocusReturn(dialog !== 'closed');

  return (
    <Dialog open={dialog !== 'closed'} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface aria-describedby={undefined}>
        {step === 'otp' ? <OtpStep key="otp" /> : <MobileStep key="mobile" />}
      </DialogSurface>
    </Dialog>
  );
}
