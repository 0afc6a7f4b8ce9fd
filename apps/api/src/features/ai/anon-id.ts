// The guest's anonymous id (DESIGN "AI"): a random id in a signed, httpOnly cookie, so the
// server counts a guest's daily requests and knows their readings without an account. The
// signature is an HMAC with a key derived from the JWT secret: a client cannot pick another
// guest's id. Dropping the cookie does start a fresh count: the guest limit is an invitation to
// log in, not a wall (a user's count follows the account).

import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

export const ANON_ID_COOKIE = 'arcanaAnonId';
const MAX_AGE_SECONDS = 30 * 24 * 3600;

export type AnonIds = {
  /** The caller's verified anonymous id, or null (no cookie, or a forged one). */
  read(c: Context): string | null;
  /** The caller's id, issuing a new signed cookie when there is none. */
  ensure(c: Context): string;
};

export function createAnonIds({ secret, secure }: { secret: string; secure: boolean }): AnonIds {
  const key = createHmac('sha256', secret).update('arcana ai anonymous id').digest();
  const sign = (id: string) => createHmac('sha256', key).update(id).digest('base64url');

  const verify = (value: string | undefined): string | null => {
    const match = value?.match(/^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/);
    if (!match) return null;
    const [, id = '', signature = ''] = match;
    const expected = Buffer.from(sign(id));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  };

  const read = (c: Context) => verify(getCookie(c, ANON_ID_COOKIE));

  return {
    read,
    ensure(c) {
      const known = read(c);
      if (known) return known;
      const id = randomUUID();
      setCookie(c, ANON_ID_COOKIE, `${id}.${sign(id)}`, {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        secure,
        maxAge: MAX_AGE_SECONDS,
      });
      return id;
    },
  };
}
