import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { loginFailures } from '../db/schema';
import { createTestDatabase } from '../test/db';
import { testEnv } from '../test/env';
import { clientAddress } from './client-address';
import { silentLogger } from './logger';

/** The connection @hono/node-server hands over for a real socket from `address`. */
const connection = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

describe('clientAddress', () => {
  const addressApp = (hops: number) =>
    new Hono().get('/', (c) => c.text(String(clientAddress(c, hops))));

  async function addressOf(hops: number, forwardedFor: string | null, socket?: string) {
    const headers: Record<string, string> = forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {};
    const env = socket ? connection(socket) : undefined;
    return (await addressApp(hops).request('/', { headers }, env)).text();
  }

  it('ignores X-Forwarded-For with TRUST_PROXY off', async () => {
    expect(await addressOf(0, '198.51.100.1', '10.0.0.5')).toBe('10.0.0.5');
    expect(await addressOf(0, '198.51.100.1')).toBe('null');
  });

  it('takes the entry our one proxy appended (the right-most) with TRUST_PROXY=true', async () => {
    expect(await addressOf(1, '198.51.100.1', '10.0.0.5')).toBe('198.51.100.1');
    // Whatever the client wrote sits to the left of it and is never believed.
    expect(await addressOf(1, '6.6.6.6, 198.51.100.1', '10.0.0.5')).toBe('198.51.100.1');
    expect(await addressOf(1, ' 2001:db8::1 ', '10.0.0.5')).toBe('2001:db8::1');
  });

  it('counts hops from the right with TRUST_PROXY=2', async () => {
    expect(await addressOf(2, '6.6.6.6, 198.51.100.1, 10.0.0.9', '10.0.0.5')).toBe('198.51.100.1');
    // A list shorter than the chain: its left-most entry.
    expect(await addressOf(2, '198.51.100.1', '10.0.0.5')).toBe('198.51.100.1');
  });

  it('falls back to the connection without the header or with an entry that is no address', async () => {
    expect(await addressOf(1, null, '10.0.0.5')).toBe('10.0.0.5');
    expect(await addressOf(1, 'unknown', '10.0.0.5')).toBe('10.0.0.5');
    expect(await addressOf(1, '198.51.100.1:443', '10.0.0.5')).toBe('10.0.0.5');
    expect(await addressOf(1, '198.51.100.1,', '10.0.0.5')).toBe('10.0.0.5');
  });
});

// The per-address login throttle (30 failures in 15 minutes) is what the address is for.
describe('TRUST_PROXY through the login throttle', () => {
  const NOW = Date.parse('2025-03-01T09:00:00.000Z');
  const THROTTLED = '203.0.113.7';
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  beforeEach(async () => {
    await database.db.delete(loginFailures);
    // The address has used up its 30 free failures; the last one half a second ago.
    await database.db.insert(loginFailures).values(
      Array.from({ length: 30 }, () => ({
        key: `ip:${THROTTLED}`,
        failedAt: new Date(NOW - 500),
      })),
    );
  });

  function appWith(trustProxyHops: number) {
    return createApp({
      env: testEnv({ trustProxyHops }),
      database,
      logger: silentLogger,
      now: () => new Date(NOW),
    });
  }

  let attempt = 0;
  async function tryLogin(
    app: ReturnType<typeof createApp>,
    { socket, forwardedFor }: { socket: string; forwardedFor?: string },
  ) {
    attempt += 1;
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor;
    const response = await app.request(
      '/api/auth/login',
      {
        method: 'POST',
        headers,
        // A new unknown ID each time, so only the address limit can answer 429.
        body: JSON.stringify({ username: `nobody_${attempt}`, password: 'wrong-password1' }),
      },
      connection(socket),
    );
    return response.status;
  }

  it('on: two X-Forwarded-For addresses behind one proxy are throttled separately', async () => {
    const app = appWith(1);
    expect(await tryLogin(app, { socket: '10.0.0.5', forwardedFor: THROTTLED })).toBe(429);
    expect(await tryLogin(app, { socket: '10.0.0.5', forwardedFor: '203.0.113.8' })).toBe(401);
    // A client writing another address in front does not get out of it either.
    const spoofed = `198.51.100.77, ${THROTTLED}`;
    expect(await tryLogin(app, { socket: '10.0.0.5', forwardedFor: spoofed })).toBe(429);
  });

  it('off: a spoofed X-Forwarded-For does not escape the throttle of the connection', async () => {
    const app = appWith(0);
    expect(await tryLogin(app, { socket: THROTTLED, forwardedFor: '198.51.100.77' })).toBe(429);
    expect(await tryLogin(app, { socket: THROTTLED })).toBe(429);
    // And the header cannot put someone else under the throttled address's limit.
    expect(await tryLogin(app, { socket: '203.0.113.8', forwardedFor: THROTTLED })).toBe(401);
  });
});
