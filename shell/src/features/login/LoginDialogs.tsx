import { useUnit } from 'effector-react';
import { MobileDialog } from './MobileDialog';
import { $loginDialog } from './model';
import { OtpDialog } from './OtpDialog';

/**
 * The open login dialog; loaded on demand (see LazyLoginDialogs). Only one is mounted at a time:
 * two modal surfaces swapping in one render confuse Fluent's focus trap, which then hides the
 * new dialog from assistive technology.
 */
export default function LoginDialogs() {
  const dialog = useUnit($loginDialog);
  if (dialog === 'mobile') return <MobileDialog />;
  if (dialog === 'otp') return <OtpDialog />;
  return null;
}
