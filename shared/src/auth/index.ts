export { $adminAuth, adminAuthReset, adminLoginFx, adminLogoutFx } from './admin-model';
export type { ConnectAuthOptions } from './connect';
export { connectAuth } from './connect';
export { $currentUser, currentUserRefreshRequested, fetchCurrentUserFx } from './current-user';
export { loginRequested } from './login-request';
export {
  $persistedStateReady,
  appStarted,
  PERSIST_KEY,
  PERSIST_TIMEOUT_MS,
} from './persistence';
export type { TokensChange } from './token-sync';
export { tokensChanged } from './token-sync';
export type { AdminAuthState, AdminInfo, AuthState, AuthUser, CurrentUser } from './types';
export {
  $auth,
  authReset,
  logoutFx,
  OTP_SEND_FAILED,
  OTP_VERIFY_FAILED,
  sendOtpFx,
  verifyOtpFx,
} from './user-model';
