import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit one-time code from the operating system's secure random source. */
export const generateNumericCode = (digits = 6) => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

/** A URL-safe random token (activation links). */
export const generateToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Codes are short, so they are hashed with the server secret: a leaked table alone cannot be brute-forced offline. */
export const hashCode = (secret: string, code: string) => createHmac('sha256', secret).update(code).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
