import type { ApiFailure } from './failure';
import { FALLBACK_MESSAGE, toFailure } from './failure';

/** Any schema with zod's `safeParse` (classic or mini): keeps zod itself out of this layer. */
export type Schema<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
};

/**
 * Awaits a call's JSON answer and validates it with the contract schema.
 * Resolves with the parsed answer; rejects with an ApiFailure (server message or `fallback`).
 */
export async function request<T>(
  schema: Schema<T>,
  call: Promise<unknown>,
  fallback = FALLBACK_MESSAGE,
): Promise<T> {
  let body: unknown;
  try {
    body = await call;
  } catch (error) {
    throw toFailure(error, fallback);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw { success: false, message: fallback, code: 'INVALID_ANSWER' } satisfies ApiFailure;
  }
  return parsed.data;
}
