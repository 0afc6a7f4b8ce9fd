import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { outbox, verificationCodes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { silentLogger } from '../../lib/logger';
import { createOutboxSmsSender } from '../../providers/sms/outbox-sms-sender';
import { SmsProviderError, type SmsSender } from '../../providers/sms/sms-sender';
import { createTestDatabase } from '../../test/db';
import { createOutboxRepository } from './outbox-repository';
import { createVerificationService, seoulDayStart } from './verification-service';

// 2025-03-01 09:00 in Seoul; Seoul's next midnight is 15 hours later.
const START = Date.parse('2025-03-01T00:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;

let database: Database;
let nowMs = START;
let nextCode = '123456';
let nextToken = 0;
let failWith: Error | undefined;

function service() {
  const outboxSender = createOutboxSmsSender(createOutboxRepository(database.db));
  const sms: SmsSender = {
    send: (message) => (failWith ? Promise.reject(failWith) : outboxSender.send(message)),
  };
  return createVerificationService({
    db: database.db,
    sms,
    logger: silentLogger,
    now: () => new Date(nowMs),
    randomCode: () => nextCode,
    randomToken: () => `token-${++nextToken}`,
  });
}

async function appError(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

beforeEach(() => {
  nowMs = START;
  nextCode = '123456';
  failWith = undefined;
});

describe('sendCode', () => {
  it('texts the code, answers the timings and stores only a digest', async () => {
    expect(await service().sendCode('01011110001', 'JOIN')).toEqual({
      expiresInSeconds: 180,
      resendAfterSeconds: 60,
    });
    const [sent] = await database.db.select().from(outbox).where(eq(outbox.to, '01011110001'));
    expect(sent).toMatchObject({
      channel: 'sms',
      text: '[아르카나] 인증번호 [123456]를 입력해 주세요. (3분 안에 입력)',
      code: '123456',
    });
    const [row] = await database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.mobile, '01011110001'));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain('123456');
    expect(row?.expiresAt.toISOString()).toBe('2025-03-01T00:03:00.000Z');
  });

  it('refuses a resend at 59 s with 429 and Retry-After, allows it at 60 s', async () => {
    await service().sendCode('01011110002', 'JOIN');
    nowMs = START + 10 * SECOND;
    const early = await appError(service().sendCode('01011110002', 'JOIN'));
    expect(early.status).toBe(429);
    expect(early.code).toBe('CODE_RESEND_TOO_SOON');
    expect(early.message).toBe('인증번호는 50초 후에 다시 받을 수 있어요.');
    expect(early.headers).toEqual({ 'Retry-After': '50' });

    nowMs = START + 59 * SECOND;
    const almost = await appError(service().sendCode('01011110002', 'JOIN'));
    expect(almost.message).toBe('인증번호는 1초 후에 다시 받을 수 있어요.');
    expect(almost.headers).toEqual({ 'Retry-After': '1' });

    nowMs = START + 60 * SECOND;
    await expect(service().sendCode('01011110002', 'JOIN')).resolves.toEqual({
      expiresInSeconds: 180,
      resendAfterSeconds: 60,
    });
  });

  it('times the resend per purpose', async () => {
    await service().sendCode('01011110003', 'FIND_ID');
    await expect(service().sendCode('01011110003', 'RESET_PASSWORD')).resolves.toBeDefined();
  });

  it.each(['JOIN', 'CHANGE_MOBILE'] as const)(
    'answers 409 on mobile for %s to a registered number',
    async (purpose) => {
      const error = await appError(service().sendCode('01000000001', purpose));
      expect(error.status).toBe(409);
      expect(error.code).toBe('MOBILE_TAKEN');
      expect(error.toBody()).toEqual({
        status: 409,
        code: 'MOBILE_TAKEN',
        message: '이미 가입된 휴대전화번호예요.',
        errors: [{ field: 'mobile', message: '이미 가입된 휴대전화번호예요.' }],
      });
    },
  );

  it.each(['FIND_ID', 'RESET_PASSWORD'] as const)(
    'sends %s codes to a registered number',
    async (purpose) => {
      await expect(service().sendCode('01000000001', purpose)).resolves.toBeDefined();
    },
  );

  it('stops at 10 codes per number per Seoul day, until Seoul midnight', async () => {
    const purposes = ['JOIN', 'FIND_ID', 'RESET_PASSWORD'] as const;
    for (let sent = 0; sent < 10; sent++) {
      nowMs = START + sent * MINUTE;
      await service().sendCode('01011110004', purposes[sent % 3] ?? 'JOIN');
    }
    nowMs = START + 10 * MINUTE;
    const error = await appError(service().sendCode('01011110004', 'CHANGE_MOBILE'));
    expect(error.status).toBe(429);
    expect(error.code).toBe('CODE_DAILY_LIMIT');
    expect(error.message).toBe('오늘은 인증번호를 더 받을 수 없어요. 내일 다시 시도해 주세요.');
    // 09:10 in Seoul → midnight is 14 h 50 min away.
    expect(error.headers).toEqual({ 'Retry-After': String(14 * 3600 + 50 * 60) });

    nowMs = Date.parse('2025-03-01T15:00:00.000Z'); // 00:00 on 2 March in Seoul
    await expect(service().sendCode('01011110004', 'CHANGE_MOBILE')).resolves.toBeDefined();
  });

  it.each([
    ['rejected', 502, 'SMS_REJECTED', '01011110005'],
    ['unavailable', 503, 'SMS_UNAVAILABLE', '01011110006'],
  ] as const)(
    'turns a %s provider into %i; the resend stays open',
    async (kind, status, code, mobile) => {
      failWith = new SmsProviderError(kind, 'InvalidAPIKey', 'refused', 403);
      const error = await appError(service().sendCode(mobile, 'FIND_ID'));
      expect(error.toBody()).toEqual({
        status,
        code,
        message: '문자를 보내지 못했어요. 잠시 후 다시 시도해 주세요.',
      });
      failWith = undefined;
      await expect(service().sendCode(mobile, 'FIND_ID')).resolves.toBeDefined();
    },
  );
});

describe('verifyCode', () => {
  it('accepts the code at 2:59 and answers a token stored only as a digest', async () => {
    await service().sendCode('01022220001', 'JOIN');
    nowMs = START + 2 * MINUTE + 59 * SECOND;
    const { verificationToken } = await service().verifyCode('01022220001', 'JOIN', '123456');
    expect(verificationToken).toMatch(/^token-\d+$/);
    const [row] = await database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.mobile, '01022220001'));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toBe(verificationToken);
    expect(row?.tokenExpiresAt?.toISOString()).toBe('2025-03-01T00:32:59.000Z');
  });

  it('refuses the code at 3:00 as expired', async () => {
    await service().sendCode('01022220002', 'JOIN');
    nowMs = START + 3 * MINUTE;
    const error = await appError(service().verifyCode('01022220002', 'JOIN', '123456'));
    expect(error.toBody()).toEqual({
      status: 400,
      code: 'VERIFICATION_CODE_EXPIRED',
      message: '인증번호가 만료됐어요. 다시 받아 주세요.',
      errors: [{ field: 'code', message: '인증번호가 만료됐어요. 다시 받아 주세요.' }],
    });
  });

  it('counts down 4, 3, 2, 1 remaining tries, then the code is dead even when right', async () => {
    await service().sendCode('01022220003', 'JOIN');
    for (const remaining of [4, 3, 2, 1]) {
      const error = await appError(service().verifyCode('01022220003', 'JOIN', '000000'));
      expect(error.code).toBe('VERIFICATION_CODE_MISMATCH');
      expect(error.errors).toEqual([
        {
          field: 'code',
          message: `인증번호가 맞지 않아요. 다시 확인해 주세요. (남은 횟수 ${remaining}회)`,
        },
      ]);
    }
    const fifth = await appError(service().verifyCode('01022220003', 'JOIN', '000000'));
    expect(fifth.code).toBe('VERIFICATION_ATTEMPTS_EXCEEDED');
    expect(fifth.message).toBe('인증 시도 횟수를 넘었어요. 인증번호를 다시 받아 주세요.');
    const right = await appError(service().verifyCode('01022220003', 'JOIN', '123456'));
    expect(right.code).toBe('VERIFICATION_ATTEMPTS_EXCEEDED');
  });

  it('checks only the latest code, and a new code starts with 5 tries', async () => {
    await service().sendCode('01022220004', 'JOIN');
    nowMs = START + MINUTE;
    nextCode = '654321';
    await service().sendCode('01022220004', 'JOIN');
    const old = await appError(service().verifyCode('01022220004', 'JOIN', '123456'));
    expect(old.message).toBe('인증번호가 맞지 않아요. 다시 확인해 주세요. (남은 횟수 4회)');
    await expect(service().verifyCode('01022220004', 'JOIN', '654321')).resolves.toBeDefined();
  });

  it('does not take a code for another purpose', async () => {
    await service().sendCode('01022220005', 'FIND_ID');
    const error = await appError(service().verifyCode('01022220005', 'JOIN', '123456'));
    expect(error.code).toBe('VERIFICATION_CODE_NOT_REQUESTED');
    expect(error.message).toBe('인증번호를 먼저 받아 주세요.');
  });

  it('takes a code once', async () => {
    await service().sendCode('01022220006', 'JOIN');
    await service().verifyCode('01022220006', 'JOIN', '123456');
    const again = await appError(service().verifyCode('01022220006', 'JOIN', '123456'));
    expect(again.code).toBe('VERIFICATION_CODE_NOT_REQUESTED');
  });
});

describe('verification tokens', () => {
  async function tokenFor(mobile: string, purpose: 'JOIN' | 'FIND_ID') {
    await service().sendCode(mobile, purpose);
    return (await service().verifyCode(mobile, purpose, '123456')).verificationToken;
  }
  const invalid = {
    status: 400,
    code: 'VERIFICATION_TOKEN_INVALID',
    message: '휴대전화 인증이 만료됐거나 올바르지 않아요. 다시 인증해 주세요.',
    errors: [
      {
        field: 'verificationToken',
        message: '휴대전화 인증이 만료됐거나 올바르지 않아요. 다시 인증해 주세요.',
      },
    ],
  };

  it('is spent once', async () => {
    const token = await tokenFor('01033330001', 'JOIN');
    await expect(service().peekToken(token, 'JOIN')).resolves.toEqual({ mobile: '01033330001' });
    await service().consumeToken(token, 'JOIN', '01033330001');
    expect((await appError(service().consumeToken(token, 'JOIN', '01033330001'))).toBody()).toEqual(
      invalid,
    );
    expect((await appError(service().peekToken(token, 'JOIN'))).toBody()).toEqual(invalid);
  });

  it('is bound to its purpose and mobile', async () => {
    const token = await tokenFor('01033330002', 'FIND_ID');
    expect((await appError(service().peekToken(token, 'JOIN'))).toBody()).toEqual(invalid);
    await appError(service().consumeToken(token, 'RESET_PASSWORD', '01033330002'));
    await appError(service().consumeToken(token, 'FIND_ID', '01099999999'));
    await expect(service().consumeToken(token, 'FIND_ID', '01033330002')).resolves.toBeUndefined();
  });

  it('lives 30 minutes: usable at 29:59, not at 30:00', async () => {
    const first = await tokenFor('01033330003', 'JOIN');
    nowMs = START + 29 * MINUTE + 59 * SECOND;
    await service().consumeToken(first, 'JOIN', '01033330003');

    nowMs = START + 40 * MINUTE;
    const second = await tokenFor('01033330003', 'JOIN');
    nowMs += 30 * MINUTE;
    expect((await appError(service().peekToken(second, 'JOIN'))).toBody()).toEqual(invalid);
    await appError(service().consumeToken(second, 'JOIN', '01033330003'));
  });

  it('rejects a token nobody issued', async () => {
    expect((await appError(service().peekToken('made-up', 'JOIN'))).toBody()).toEqual(invalid);
  });
});

describe('seoulDayStart', () => {
  it.each([
    ['2025-03-01T00:00:00.000Z', '2025-02-28T15:00:00.000Z'],
    ['2025-03-01T14:59:59.999Z', '2025-02-28T15:00:00.000Z'],
    ['2025-03-01T15:00:00.000Z', '2025-03-01T15:00:00.000Z'],
  ])('%s → %s', (now, start) => {
    expect(seoulDayStart(new Date(now)).toISOString()).toBe(start);
  });
});
