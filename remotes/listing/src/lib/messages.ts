import { isSessionEnded, SESSION_ENDED_MESSAGE } from 'shared/http';

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

export function codeOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error) {
    const { code } = error as { code: unknown };
    if (typeof code === 'string') return code;
  }
  return undefined;
}
