export { $adminAuth, adminAuthReset, adminLoginFx, adminLogoutFx } from './adminModel';
export type { ConnectAuthOptions } from './connect';
export { connectAuth } from './connect';
export { $currentUser, currentUserRefreshRequested, fetchCurrentUserFx } from './currentUser';
export { loginRequested } from './loginRequest';
export {
  $persistedStateReady,
  appStarted,
  PERSIST_KEY,
  PERSIST_TIMEOUT_MS,
} from './persistence';
export type { TokensChange } from './tokenSync';
export { tokensChanged } from './tokenSync';
export type { AdminAuthState, AdminInfo, AuthState, AuthUser, CurrentUser } from './types';
export {
  $auth,
  authReset,
  logoutFx,
  OTP_SEND_FAILED,
  OTP_VERIFY_FAILED,
  sendOtpFx,
  verifyOtpFx,
} from './userModel';
