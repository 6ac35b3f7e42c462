/** The one shape every failed call is normalised to (spec §8). */
export type ApiFailure = { success: false; message: string; code?: string; status?: number };

export const FALLBACK_MESSAGE = 'Something went wrong';

/** The code a call rejects with when the token refresh failed and the session was ended. */
export const SESSION_ENDED_CODE = 'SESSION_EXPIRED';
/** What a person reads then, instead of the failed action's own error. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

/** True when a call failed because the session ended (tokens cleared, the app went to /). */
export function isSessionEnded(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === SESSION_ENDED_CODE;
}

export function isApiFailure(value: unknown): value is ApiFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { success?: unknown }).success === false &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** A non-2xx answer as an ApiFailure: the server's message and code (the api's envelope). */
export function failureFromAnswer(status: number, body: unknown): ApiFailure {
  const { message, code } = (body ?? {}) as { message?: unknown; code?: unknown };
  const failure: ApiFailure = {
    success: false,
    message: typeof message === 'string' && message ? message : FALLBACK_MESSAGE,
    status,
  };
  if (typeof code === 'string') failure.code = code;
  return failure;
}

/** wretch error transformer: a non-2xx answer becomes an ApiFailure with the server's message. */
export async function toFailureFromResponse(
  _error: unknown,
  response: Response,
): Promise<ApiFailure> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return failureFromAnswer(response.status, body);
}

/**
 * Anything a call threw, as `{ success: false, message }`: the server's message when it sent
 * one, else `fallback` (a generic message is replaced by the caller's more specific one). Timeouts keep code 'TIMEOUT' so callers can tell them apart.
 */
export function toFailure(error: unknown, fallback = FALLBACK_MESSAGE): ApiFailure {
  if (isApiFailure(error)) {
    return error.message === FALLBACK_MESSAGE ? { ...error, message: fallback } : error;
  }
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError') return { success: false, message: fallback, code: 'TIMEOUT' };
  return { success: false, message: fallback };
}

/**
 * The server's message from an ApiFailure (or any error), else `fallback`. A call that failed
 * because the token refresh failed says the session ended (the user was logged out).
 */
export function messageOf(error: unknown, fallback: string): string {
  if (isSessionEnded(error)) return SESSION_ENDED_MESSAGE;
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

/** The api's error code of a failure (`NOT_FOUND`, ...), if it sent one. */
export function codeOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error) {
    const { code } = error as { code: unknown };
    if (typeof code === 'string') return code;
  }
  return undefined;
}
