import type { ConfiguredMiddleware, FetchLike, WretchOptions } from 'wretch';
import wretch from 'wretch';
import { toFailureFromResponse } from './failure';
import { API_BASE, refreshAccessToken } from './refresh';
import type { Audience } from './tokens';
import { readTokens } from './tokens';

/** A hung request must not hang the UI: each attempt is aborted after this many ms. */
export const REQUEST_TIMEOUT_MS = 15_000;

const TOKEN_EXPIRED = 'TOKEN_EXPIRED';

/** Aborts an attempt after REQUEST_TIMEOUT_MS (also honours a caller's own signal). */
export function withTimeout<Init extends RequestInit>(
  send: (url: string, init: Init) => Promise<Response>,
): (url: string, init: Init) => Promise<Response> {
  return async (url, init) => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException('Request timed out', 'TimeoutError')),
      REQUEST_TIMEOUT_MS,
    );
    const signal = init.signal
      ? AbortSignal.any([init.signal, controller.signal])
      : controller.signal;
    try {
      return await send(url, { ...init, signal });
    } finally {
      clearTimeout(timer);
    }
  };
}

const fetchWithTimeout = withTimeout((url: string, init: RequestInit) =>
  globalThis.fetch(url, init),
);

function withBearer(options: WretchOptions, token: string | undefined): WretchOptions {
  const headers = new Headers(options.headers as HeadersInit | undefined);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return { ...options, headers };
}

async function isTokenExpired(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return body?.code === TOKEN_EXPIRED;
}

/** Bearer from storage at send time; on 401 TOKEN_EXPIRED one shared refresh, then one retry. */
function bearerWithRefresh(audience: Audience): ConfiguredMiddleware {
  return (next: FetchLike) => async (url, options) => {
    const send = withTimeout<WretchOptions>(next);
    const { token } = readTokens(audience);
    const response = await send(url, withBearer(options, token));
    if (!(await isTokenExpired(response))) return response;
    const fresh = await refreshAccessToken(audience, token, fetchWithTimeout);
    return send(url, withBearer(options, fresh));
  };
}

function createApiClient(audience: Audience) {
  return wretch(API_BASE)
    .headers({ Accept: 'application/json' })
    .middlewares([bearerWithRefresh(audience)])
    .customError(toFailureFromResponse);
}

/** Calls as a user (token from localStorage `userToken`). Paths have no leading slash. */
export const userApi = createApiClient('user');
/** Calls as an admin (token from localStorage `adminToken`). Paths have no leading slash. */
export const adminApi = createApiClient('admin');
