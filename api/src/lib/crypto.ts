import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 4-digit code from the CSPRNG, zero-padded. */
export function generateOtp(): string {
  return randomInt(0, 10_000).toString().padStart(4, '0');
}

/** HMAC-SHA256(secret, phone|code|challengeId): a keyed hash, so 10^4 guesses offline are useless. */
export function hashOtp(secret: string, phone: string, code: string, challengeId: string): string {
  return createHmac('sha256', secret).update(`${phone}|${code}|${challengeId}`).digest('hex');
}

export function constantTimeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** 256-bit opaque token, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function hmacToken(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}
