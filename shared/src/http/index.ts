export { adminApi, REQUEST_TIMEOUT_MS, userApi } from './clients';
export type { ApiFailure } from './failure';
export {
  codeOf,
  FALLBACK_MESSAGE,
  failureFromAnswer,
  isApiFailure,
  isSessionEnded,
  messageOf,
  SESSION_ENDED_CODE,
  SESSION_ENDED_MESSAGE,
  toFailure,
} from './failure';
export type { GetJson } from './getJson';
export { getJsonFromApi } from './getJson';
export type { HttpHooks } from './hooks';
export { configureHttp } from './hooks';
export { followOtherTabs } from './otherTabs';
export { API_BASE, NO_REFRESH_TOKEN, REFRESH_PATH, SESSION_EXPIRED_REDIRECT } from './refresh';
export type { Schema } from './request';
export { request } from './request';
export type { Audience, TokenPair } from './tokens';
export { clearTokens, readTokens, TOKEN_STORAGE_KEYS, writeTokens } from './tokens';
