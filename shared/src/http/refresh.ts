import type { ApiFailure } from './failure';
import { FALLBACK_MESSAGE, failureFromAnswer, SESSION_ENDED_CODE } from './failure';
import { httpHooks } from './hooks';
import type { Audience, TokenPair } from './tokens';
import { clearTokens, readTokens, writeTokens } from './tokens';

export const API_BASE = '/api/';
export const REFRESH_PATH = 'users/refresh-token';
export const NO_REFRESH_TOKEN = 'No refresh token available';

/** Where a failed refresh sends each audience (spec §2, §8). */
export const SESSION_EXPIRED_REDIRECT = {
  user: '/',
  admin: '/admin/login',
} as const satisfies Record<Audience, string>;

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

const inFlight: Partial<Record<Audience, Promise<string>>> = {};

/**
 * Single flight: every caller that saw `expiredToken` rejected shares one refresh. Across
 * tabs a Web Lock serialises refreshes; after taking it we re-read the stored token, since
 * another tab may already have rotated it (then no second refresh is sent).
 */
export function refreshAccessToken(
  audience: Audience,
  expiredToken: string | undefined,
  fetchWithTimeout: Fetch,
): Promise<string> {
  const pending =
    inFlight[audience] ??
    withRefreshLock(audience, () =>
      refreshUnlessRotated(audience, expiredToken, fetchWithTimeout),
    ).finally(() => {
      delete inFlight[audience];
    });
  inFlight[audience] = pending;
  return pending;
}

function withRefreshLock<T>(audience: Audience, work: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return work();
  return locks.request(`propertymarket-token-refresh-${audience}`, work) as Promise<T>;
}

async function refreshUnlessRotated(
  audience: Audience,
  expiredToken: string | undefined,
  fetchWithTimeout: Fetch,
): Promise<string> {
  const stored = readTokens(audience);
  if (stored.token && stored.token !== expiredToken) return stored.token;
  if (!stored.refreshToken) return endSession(audience, NO_REFRESH_TOKEN);
  let tokens: TokenPair;
  try {
    tokens = await postRefresh(stored.refreshToken, fetchWithTimeout);
  } catch (error) {
    const { message, code } = error as Partial<ApiFailure>;
    // Staff blocked the account: the session ends like any other, and the person hears why.
    if (code === 'ACCOUNT_BLOCKED' && message) httpHooks().onAccountBlocked(message);
    return endSession(audience, message || FALLBACK_MESSAGE);
  }
  writeTokens(audience, tokens);
  httpHooks().onTokensChanged(audience, tokens);
  return tokens.token;
}

async function postRefresh(refreshToken: string, fetchWithTimeout: Fetch): Promise<TokenPair> {
  const response = await fetchWithTimeout(`${API_BASE}${REFRESH_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const token = body?.token;
  const nextRefreshToken = body?.refreshToken;
  if (!response.ok || typeof token !== 'string' || typeof nextRefreshToken !== 'string') {
    throw failureFromAnswer(response.status, body);
  }
  return { token, refreshToken: nextRefreshToken };
}

function endSession(audience: Audience, message: string): never {
  clearTokens(audience);
  const hooks = httpHooks();
  hooks.onTokensChanged(audience, null);
  hooks.navigate(SESSION_EXPIRED_REDIRECT[audience]);
  throw { success: false, message, code: SESSION_ENDED_CODE } satisfies ApiFailure;
}
