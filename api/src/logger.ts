/** Paths pino must never print: codes, tokens, passwords, phone numbers. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'phone',
  'otp',
  'code',
  'token',
  'refreshToken',
  'password',
  '*.phone',
  '*.otp',
  '*.token',
  '*.refreshToken',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
];

/** Query strings are dropped and long digit runs (phone numbers) masked in logged URLs. */
export const safeUrl = (url: string) =>
  url.split('?')[0]?.replace(/\d{6,}/g, (d) => '*'.repeat(d.length)) ?? '';

export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        url: safeUrl(req.url),
      }),
    },
  };
}
