import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { silentLogger } from '../lib/logger';
import { createTestDatabase } from '../test/db';
import { testEnv } from '../test/env';
import { bearer, createTestUser, login, TEST_PASSWORD } from '../test/users';
import { REQUEST_BODY_MAX_BYTES } from './body-limit';

// Over a real loopback server: app.request() hands the body over whole, so neither the
// Content-Length shortcut nor the stop in the middle of a chunked body would be seen.

let database: Database;
let server: ReturnType<typeof serve>;
let base: string;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const app = createApp({ env: testEnv(), database, logger: silentLogger });
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});

const TOO_LARGE = { status: 413, code: 'PAYLOAD_TOO_LARGE', message: '요청 본문이 너무 커요.' };
const TWO_MEGABYTES = 2 * 1024 * 1024;

/** A JSON body of exactly `bytes` bytes: an echo message padded with spaces. */
function jsonOfSize(bytes: number, message = 'hello'): string {
  const body = JSON.stringify({ message });
  return body + ' '.repeat(bytes - body.length);
}

describe('request body limit', () => {
  it('answers a 2 MB JSON body with a Content-Length 413 in JSON, in Korean', async () => {
    const response = await fetch(`${base}/api/dev/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: jsonOfSize(TWO_MEGABYTES),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
  });

  it('answers before login is checked: an anonymous 2 MB body to a client route is 413', async () => {
    const response = await fetch(`${base}/api/client/fcm-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: jsonOfSize(TWO_MEGABYTES),
    });
    expect(response.status).toBe(413);
  });

  it('stops a chunked 2 MB body at the limit and answers while the client is still sending', async () => {
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let written = 0;
    const answer = new Promise<{ status: number; body: string; writtenWhenAnswered: number }>(
      (resolve, reject) => {
        const request = httpRequest({
          host: '127.0.0.1',
          port,
          path: '/api/dev/echo',
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
        });
        request.on('response', (response) => {
          const writtenWhenAnswered = written;
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (part: string) => {
            body += part;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body, writtenWhenAnswered }),
          );
        });
        // The server may close its side once it has answered; that is not a failure here.
        request.on('error', (error) => (written >= TWO_MEGABYTES ? undefined : reject(error)));
        void (async () => {
          request.write('{"message":"');
          // Slowly, so the answer has time to arrive between chunks if the server answers early.
          while (written < TWO_MEGABYTES && !request.destroyed) {
            request.write(chunk);
            written += chunk.length;
            await sleep(15);
          }
          if (!request.destroyed) request.end('"}');
        })();
      },
    );
    const { status, body, writtenWhenAnswered } = await answer;
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual(TOO_LARGE);
    // Answered after about 1 MB: the server never waited for (or kept) the whole body.
    expect(writtenWhenAnswered).toBeGreaterThan(REQUEST_BODY_MAX_BYTES - chunk.length);
    expect(writtenWhenAnswered).toBeLessThan(TWO_MEGABYTES);
  });

  it('lets a body just under 1 MB through to validation', async () => {
    const valid = await fetch(`${base}/api/dev/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: jsonOfSize(REQUEST_BODY_MAX_BYTES - 1),
    });
    expect(valid.status).toBe(200);
    expect(await valid.json()).toEqual({ message: 'hello' });

    const tooLong = await fetch(`${base}/api/dev/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: jsonOfSize(REQUEST_BODY_MAX_BYTES - 1, 'a'.repeat(REQUEST_BODY_MAX_BYTES - 100)),
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('leaves the upload route its own limit: 2 MB reaches the image check, 11 MB is its 413', async () => {
    const user = await createTestUser(database.db);
    const { accessToken } = await login(
      { request: (path, init) => fetch(`${base}${path}`, init) },
      user.username ?? '',
      TEST_PASSWORD,
    );
    const upload = (bytes: number) => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array(bytes)], 'big.png', { type: 'image/png' }));
      return fetch(`${base}/api/client/uploads`, {
        method: 'POST',
        headers: bearer(accessToken),
        body: form,
      });
    };
    const twoMegabytes = await upload(TWO_MEGABYTES);
    expect(twoMegabytes.status).toBe(400);
    expect(await twoMegabytes.json()).toMatchObject({ code: 'UPLOAD_NOT_AN_IMAGE' });

    const elevenMegabytes = await upload(11 * 1024 * 1024);
    expect(elevenMegabytes.status).toBe(413);
    expect(await elevenMegabytes.json()).toMatchObject({ code: 'UPLOAD_TOO_LARGE' });
  });
});
