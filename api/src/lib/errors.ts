import type { ErrorCode } from 'shared/contracts/common';

/** An error whose message is safe to show; the error handler answers it as the envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ErrorCode,
    readonly headers?: Record<string, string>,
    /** Extra fields of the answer (e.g. `section` of a refused draft); the route documents them. */
    readonly details?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found`, 'NOT_FOUND');
export const forbidden = (message = 'You are not allowed to do this') =>
  new HttpError(403, message, 'FORBIDDEN');
export const unauthorized = (message = 'Please log in again', code: ErrorCode = 'UNAUTHORIZED') =>
  new HttpError(401, message, code);
export const badRequest = (message: string, code: ErrorCode = 'VALIDATION') =>
  new HttpError(400, message, code);
/** The record's state does not allow this (now): the message says what to do instead. */
export const conflict = (message: string) => new HttpError(409, message, 'CONFLICT');

/** PostgreSQL refused a write on a unique index (23505), as the driver or drizzle wraps it. */
export const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';
