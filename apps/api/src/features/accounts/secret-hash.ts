import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// Codes and verification tokens are kept only as SHA-256 digests, so a copy of the database
// cannot be replayed. Plain SHA-256 is enough here: both live minutes, not years.

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** 32 random bytes, URL-safe: the shape of every opaque token this api hands out. */
export function randomOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}
