import pino from 'pino';

/** Paths pino must never print: codes, tokens, passwords, phone numbers, e-mails. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'phone',
  'otp',
  'code',
  'token',
  'refreshToken',
  'password',
  'email',
  '*.phone',
  '*.otp',
  '*.token',
  '*.refreshToken',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.email',
];

/**
 * Fields of a database error that hold the statement's values: drizzle's `params`, pg's
 * `parameters`, and `detail` ("Failing row contains (..., Ravi Kumar, 98...)").
 */
const VALUE_FIELDS = ['params', 'parameters', 'detail'];

/** Drizzle writes the values into the message too: "Failed query: <sql>\nparams: <values>". */
const withoutParams = (text: string) =>
  text.replace(/\nparams: [\s\S]*?(?=\n {4}at |\ncaused by: |$)/g, '\nparams: [redacted]');

/** What personal data looks like in free text: phone numbers (long digit runs) and e-mails. */
export const maskPersonal = (text: string) =>
  text
    .replace(/\d{6,}/g, (digits) => '*'.repeat(digits.length))
    .replace(/[\w.%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}/gi, '[e-mail]');

type SerializedError = Record<string, unknown>;

function withoutValues(error: SerializedError, depth = 0): SerializedError {
  const safe: SerializedError = { ...error };
  for (const field of VALUE_FIELDS) if (field in safe) safe[field] = '[redacted]';
  for (const field of ['message', 'stack'])
    if (typeof safe[field] === 'string') safe[field] = maskPersonal(withoutParams(safe[field]));
  const cause = safe.cause;
  if (cause && typeof cause === 'object' && depth < 5)
    safe.cause = withoutValues(cause as SerializedError, depth + 1);
  return safe;
}

/** pino's error serializer, minus the values a failed statement carries. */
export const errorSerializer = (error: Error) => {
  const serialized = pino.stdSerializers.err(error);
  return withoutValues(serialized as unknown as SerializedError) as typeof serialized;
};

/** Query strings are dropped and long digit runs (phone numbers) masked in logged URLs. */
export const safeUrl = (url: string) =>
  url.split('?')[0]?.replace(/\d{6,}/g, (d) => '*'.repeat(d.length)) ?? '';

export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      err: errorSerializer,
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        url: safeUrl(req.url),
      }),
    },
  };
}
