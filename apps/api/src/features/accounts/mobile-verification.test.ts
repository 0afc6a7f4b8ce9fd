import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { silentLogger } from '../../lib/logger';
import { requestCode } from '../../test/codes';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { startSolapiStandIn } from '../../test/solapi-stand-in';

const START = Date.parse('2025-03-01T00:00:00.000Z');
let nowMs = START;
let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ env: testEnv(), database, logger: silentLogger, now: () => new Date(nowMs) });
});

afterAll(async () => {
  await database.close();
});

beforeEach(() => {
  nowMs = START;
});

function post(path: string, body: unknown) {
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('POST /api/auth/mobile/send-code', () => {
  it('answers the timings for a hyphenated number', async () => {
    const response = await post('/api/auth/mobile/send-code', {
      mobile: '010-4444-0001',
      purpose: 'JOIN',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ expiresInSeconds: 180, resendAfterSeconds: 60 });
  });

  it('answers an early resend with 429, Retry-After and the wait in Korean', async () => {
    await post('/api/auth/mobile/send-code', { mobile: '01044440002', purpose: 'FIND_ID' });
    nowMs += 15_000;
    const response = await post('/api/auth/mobile/send-code', {
      mobile: '01044440002',
      purpose: 'FIND_ID',
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('45');
    expect(await response.json()).toEqual({
      status: 429,
      code: 'CODE_RESEND_TOO_SOON',
      message: '인증번호는 45초 후에 다시 받을 수 있어요.',
    });
  });

  it('answers 400 per bad field', async () => {
    const response = await post('/api/auth/mobile/send-code', {
      mobile: '02-123-4567',
      purpose: 'X',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: '입력한 내용을 다시 확인해 주세요.',
      errors: [
        { field: 'mobile', message: '휴대전화번호를 정확히 입력해 주세요.' },
        { field: 'purpose', message: '인증 목적이 올바르지 않아요.' },
      ],
    });
  });
});

describe('POST /api/auth/mobile/verify', () => {
  it('answers a token for the right code', async () => {
    const code = await requestCode(app, '01044440003', 'JOIN');
    const response = await post('/api/auth/mobile/verify', {
      mobile: '010-4444-0003',
      purpose: 'JOIN',
      code,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { verificationToken: string };
    expect(body.verificationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers 400 on code with the tries left', async () => {
    const code = await requestCode(app, '01044440004', 'JOIN');
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await post('/api/auth/mobile/verify', {
      mobile: '01044440004',
      purpose: 'JOIN',
      code: wrong,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 400,
      code: 'VERIFICATION_CODE_MISMATCH',
      message: '인증번호가 맞지 않아요. 다시 확인해 주세요. (남은 횟수 4회)',
      errors: [
        { field: 'code', message: '인증번호가 맞지 않아요. 다시 확인해 주세요. (남은 횟수 4회)' },
      ],
    });
  });

  it('answers 400 on code for a 5-digit code', async () => {
    const response = await post('/api/auth/mobile/verify', {
      mobile: '01044440005',
      purpose: 'JOIN',
      code: '12345',
    });
    expect(await response.json()).toMatchObject({
      errors: [{ field: 'code', message: '인증번호 6자리를 입력해 주세요.' }],
    });
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists newest first, filtered by the number', async () => {
    await post('/api/auth/mobile/send-code', { mobile: '01044440010', purpose: 'JOIN' });
    await post('/api/auth/mobile/send-code', { mobile: '01044440011', purpose: 'JOIN' });
    await post('/api/auth/mobile/send-code', { mobile: '01044440010', purpose: 'FIND_ID' });

    const response = await app.request('/api/dev/outbox?to=010-4444-0010');
    expect(response.status).toBe(200);
    const entries = (await response.json()) as Record<string, string>[];
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toEqual({
        channel: 'sms',
        to: '01044440010',
        text: `[아르카나] 인증번호 [${entry.code}]를 입력해 주세요. (3분 안에 입력)`,
        code: expect.stringMatching(/^\d{6}$/),
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    }
    // The FIND_ID code was sent last, so it is first; only it verifies for FIND_ID.
    const verify = await post('/api/auth/mobile/verify', {
      mobile: '01044440010',
      purpose: 'FIND_ID',
      code: entries[0]?.code,
    });
    expect(verify.status).toBe(200);

    const everyone = (await (await app.request('/api/dev/outbox')).json()) as { to: string }[];
    expect(everyone.slice(0, 3).map((entry) => entry.to)).toEqual([
      '01044440010',
      '01044440011',
      '01044440010',
    ]);
  });

  it('is absent in production', async () => {
    const production = createApp({
      env: testEnv({ production: true }),
      database,
      logger: silentLogger,
    });
    const response = await production.request('/api/dev/outbox?to=01044440010');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('with SMS_PROVIDER=solapi', () => {
  it('texts the code through Solapi and answers 503/502 in Korean when Solapi fails', async () => {
    const standIn = await startSolapiStandIn({ apiKey: 'KEY', apiSecret: 'secret-for-the-app' });
    try {
      const solapiApp = createApp({
        env: testEnv({
          sms: {
            provider: 'solapi',
            solapi: {
              apiKey: 'KEY',
              apiSecret: 'secret-for-the-app',
              sender: '0212345678',
              baseUrl: standIn.baseUrl,
            },
          },
        }),
        database,
        logger: silentLogger,
        now: () => new Date(nowMs),
      });
      const sent = await solapiApp.request('/api/auth/mobile/send-code', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mobile: '01044440020', purpose: 'JOIN' }),
      });
      expect(sent.status).toBe(200);
      expect(standIn.messages).toEqual([
        {
          to: '01044440020',
          from: '0212345678',
          text: expect.stringMatching(
            /^\[아르카나\] 인증번호 \[\d{6}\]를 입력해 주세요\. \(3분 안에 입력\)$/,
          ),
          type: 'SMS',
        },
      ]);

      for (const [status, answer, mobile] of [
        [500, 503, '01044440021'],
        [403, 502, '01044440022'],
      ] as const) {
        standIn.failNext(status, { errorCode: 'SomeError', errorMessage: 'refused' });
        const failed = await solapiApp.request('/api/auth/mobile/send-code', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ mobile, purpose: 'JOIN' }),
        });
        expect(failed.status).toBe(answer);
        expect(await failed.json()).toEqual({
          status: answer,
          code: answer === 503 ? 'SMS_UNAVAILABLE' : 'SMS_REJECTED',
          message: '문자를 보내지 못했어요. 잠시 후 다시 시도해 주세요.',
        });
      }
    } finally {
      await standIn.close();
    }
  });
});
