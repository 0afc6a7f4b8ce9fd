import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with Argon2id, 19 MiB, 2 passes, 1 lane and a fresh salt', async () => {
    const first = await hashPassword('demo1234!');
    const second = await hashPassword('demo1234!');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(parseOptions(first)).toMatchObject({
      algorithm: 2,
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    });
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('demo1234!');
    expect(await verifyPassword(hash, 'demo1234!')).toBe(true);
    expect(await verifyPassword(hash, 'demo1234')).toBe(false);
  });

  it('refuses anything when the stored value is not a hash', async () => {
    expect(await verifyPassword('plain-text', 'plain-text')).toBe(false);
  });

  it('always refuses against the dummy hash', async () => {
    expect(await verifyAgainstDummy('demo1234!')).toBe(false);
  });

  it('asks for a rehash only when the settings differ', async () => {
    expect(needsRehash(await hashPassword('demo1234!'))).toBe(false);
    expect(
      needsRehash(
        '$argon2id$v=19$m=4096,t=3,p=1$c29tZXNhbHQ$iWh06vD8Fy27wf9npn6FXWiCX4K6pW6Ue1Bnzz07Z8A',
      ),
    ).toBe(true);
    expect(needsRehash('not-a-hash')).toBe(true);
  });
});
