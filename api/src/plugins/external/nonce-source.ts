import { randomBytes } from 'node:crypto';

const NONCE_BYTES = 16;
const NONCES_PER_DRAW = 256;

/**
 * CSP nonces of 128 bits from the system's CSPRNG, drawn 256 at a time: one `randomBytes` call
 * per 256 responses. Each nonce is used once; the pool never leaves the process.
 */
export function nonceSource(): () => string {
  let pool = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset === pool.length) {
      pool = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
      offset = 0;
    }
    offset += NONCE_BYTES;
    return pool.toString('hex', offset - NONCE_BYTES, offset);
  };
}
