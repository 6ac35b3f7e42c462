import { z } from 'zod';

// In the browser zod must not probe `new Function` for its compiled parsers: the app's CSP has no
// 'unsafe-eval', and the caught probe is still reported as a violation. The api keeps the fast path.
if ('document' in globalThis) z.config({ jitless: true });

/** Ids are UUIDs; the field keeps the spec's `_id` name. */
export const idSchema = z.uuid({ message: 'must be a valid id' });

/** Indian mobile: 10 digits starting 6-9 (no +91 prefix). */
export const phoneSchema = z
  .string()
  .regex(/^[6-9]\d{9}$/, { message: 'must be a 10-digit Indian mobile number starting with 6-9' });

/** One-time code: exactly 4 digits. */
export const otpSchema = z.string().regex(/^\d{4}$/, { message: 'must be exactly 4 digits' });

export const emailSchema = z.email({ message: 'must be a valid e-mail address' }).max(254);

export const isoDateTimeSchema = z.string();

/** Error codes the api answers with (the client reacts to TOKEN_EXPIRED). */
export const errorCodeSchema = z.enum([
  'TOKEN_EXPIRED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'VALIDATION',
  'RATE_LIMITED',
  'NOT_FOUND',
  'LOCKED',
  'CONFLICT',
  'INVALID_OTP',
  'OTP_EXPIRED',
  'DRAFT_INCOMPLETE',
  /** A paid action without an active plan (renewing a listing): the client opens the plan page. */
  'NO_SUBSCRIPTION',
  /** Staff blocked this user: login and token refresh say why; the client signs them out. */
  'ACCOUNT_BLOCKED',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Every successful answer: `{ isSuccess: true, message, ...payload }`. */
export const successEnvelopeSchema = z.object({
  isSuccess: z.literal(true),
  message: z.string(),
});
export type SuccessEnvelope = z.infer<typeof successEnvelopeSchema>;

/** Every failed answer. `code` is stable and machine-readable; `message` is for people. */
export const errorAnswerSchema = z.object({
  isSuccess: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const WITHOUT_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the same, keeping tab, line feed and carriage return
const WITHOUT_CONTROL_CHARACTERS_BUT_LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/**
 * Every text a client sends (body field, query, filter): at most `max` characters, and no C0
 * control character or DEL (PostgreSQL refuses NUL in text, and none belongs in a name or a
 * filter). `multiline` keeps tab and line breaks for descriptions and messages. `trim: false`
 * where the text counts as sent (passwords, tokens, a consent text to compare). Errors name the
 * field ("name must not contain control characters"); the api prefixes where it is ("body.name:").
 */
export const text = (
  name: string,
  { max, min = 0, multiline = false, trim = true }: TextOptions,
) => {
  const base = trim ? z.string().trim() : z.string();
  const bounded = min
    ? base.min(min, { message: `${name} must be at least ${min} character${min > 1 ? 's' : ''}` })
    : base;
  return bounded
    .max(max, { message: `${name} must be at most ${max} characters` })
    .regex(multiline ? WITHOUT_CONTROL_CHARACTERS_BUT_LINES : WITHOUT_CONTROL_CHARACTERS, {
      message: `${name} must not contain control characters`,
    });
};
export interface TextOptions {
  max: number;
  min?: number;
  multiline?: boolean;
  trim?: boolean;
}

/** A whole-number query field whose errors name it ("limit must be at most 100"). */
export const wholeNumber = (name: string, max: number, min = 0) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int({ message: `${name} must be a whole number` })
    .min(min, {
      message: min === 0 ? `${name} must not be negative` : `${name} must be at least ${min}`,
    })
    .max(max, { message: `${name} must be at most ${max}` });

export const pageQueryFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
};

/** Paged list answer: `{ isSuccess, message, data, total, page, limit }`. */
export function pagedAnswerSchema<T extends z.ZodType>(item: T) {
  return successEnvelopeSchema.extend({
    data: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  });
}

export const idParamsSchema = z.strictObject({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

export const userIdParamsSchema = z.strictObject({ userId: idSchema });
export type UserIdParams = z.infer<typeof userIdParamsSchema>;

export const emptyBodySchema = z.strictObject({}).optional();

export const healthAnswerSchema = successEnvelopeSchema;
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;
