import { randomBytes } from 'node:crypto';
import { hash, type Options, parseOptions, verify } from '@node-rs/argon2';

// Argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): about 40 ms on
// one core of a small 2-core server, so a burst of logins cannot starve the other requests,
// while each guess still costs an attacker 19 MiB of memory. Hashes never leave this module's
// callers: no log line, no response body carries one.
const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; the package's const enum cannot be imported under isolatedModules.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a stored value that is not an argon2 hash at all. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for a username that does not exist, so
 * the answer time does not tell an attacker which usernames are taken.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** A hash made with older settings is replaced on the next successful login. */
export function needsRehash(storedHash: string): boolean {
  try {
    const stored = parseOptions(storedHash);
    return (
      stored.algorithm !== ARGON2_OPTIONS.algorithm ||
      stored.memoryCost !== ARGON2_OPTIONS.memoryCost ||
      stored.timeCost !== ARGON2_OPTIONS.timeCost ||
      stored.parallelism !== ARGON2_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}
