import { randomInt } from 'node:crypto';
import { type SendCodeResponse, VERIFICATION_CODE, type VerificationPurpose } from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { type Clock, systemClock } from '../../lib/clock';
import { consoleLogger, type Logger } from '../../lib/logger';
import { messages } from '../../lib/messages';
import { SmsProviderError, type SmsSender } from '../../providers/sms/sms-sender';
import { createAccountRepository } from './account-repository';
import { randomOpaqueToken, sameDigest, sha256Hex } from './secret-hash';
import { createVerificationRepository } from './verification-repository';

/** A verified mobile stays usable for the next step (join, reset, ...) this long. */
export const VERIFICATION_TOKEN_TTL_MS = 30 * 60 * 1000;
/** Codes one number may receive per Seoul calendar day, all purposes together (SMS costs money). */
export const DAILY_CODE_LIMIT = 10;

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000; // Asia/Seoul has no daylight saving time.
const DAY_MS = 24 * 60 * 60 * 1000;

// A code can only be sent to a number that is not taken yet when it is going to claim it.
const PURPOSES_NEEDING_FREE_MOBILE: ReadonlySet<VerificationPurpose> = new Set([
  'JOIN',
  'CHANGE_MOBILE',
]);

export type VerificationServiceDeps = {
  db: AppDb;
  sms: SmsSender;
  logger?: Logger;
  now?: Clock;
  /** Six digits; injectable so a test can know the code without reading the outbox. */
  randomCode?: () => string;
  randomToken?: () => string;
};

const defaultRandomCode = () =>
  String(randomInt(0, 10 ** VERIFICATION_CODE.length)).padStart(VERIFICATION_CODE.length, '0');

// The mobile and purpose are part of the digest, so one code row can never vouch for another.
const codeDigest = (mobile: string, purpose: VerificationPurpose, code: string) =>
  sha256Hex(`${mobile}:${purpose}:${code}`);

const codeError = (code: string, message: string) =>
  new AppError(400, code, message, [{ field: 'code', message }]);

/** 400 on the verificationToken field: missing, spent, expired, or for another mobile/purpose. */
export const verificationTokenError = () =>
  new AppError(400, 'VERIFICATION_TOKEN_INVALID', messages.verification.tokenInvalid, [
    { field: 'verificationToken', message: messages.verification.tokenInvalid },
  ]);

export function createVerificationService(deps: VerificationServiceDeps) {
  const clock = deps.now ?? systemClock;
  const logger = deps.logger ?? consoleLogger;
  const randomCode = deps.randomCode ?? defaultRandomCode;
  const randomToken = deps.randomToken ?? randomOpaqueToken;
  const codes = createVerificationRepository(deps.db);
  const accounts = createAccountRepository(deps.db);

  return {
    async sendCode(mobile: string, purpose: VerificationPurpose): Promise<SendCodeResponse> {
      const now = clock();
      if (PURPOSES_NEEDING_FREE_MOBILE.has(purpose) && (await accounts.isMobileTaken(mobile))) {
        throw new AppError(409, 'MOBILE_TAKEN', messages.account.mobileTaken, [
          { field: 'mobile', message: messages.account.mobileTaken },
        ]);
      }

      const latest = await codes.latest(mobile, purpose);
      if (latest) {
        const waitMs = latest.createdAt.getTime() + VERIFICATION_CODE.resendAfterMs - now.getTime();
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw AppError.tooManyRequests(
            'CODE_RESEND_TOO_SOON',
            messages.verification.resendTooSoon(seconds),
            seconds,
          );
        }
      }

      const dayStart = seoulDayStart(now);
      if ((await codes.countSentSince(mobile, dayStart)) >= DAILY_CODE_LIMIT) {
        const untilTomorrow = (dayStart.getTime() + DAY_MS - now.getTime()) / 1000;
        throw AppError.tooManyRequests(
          'CODE_DAILY_LIMIT',
          messages.verification.dailyLimit,
          untilTomorrow,
        );
      }

      const code = randomCode();
      const id = await codes.insert({
        mobile,
        purpose,
        codeHash: codeDigest(mobile, purpose, code),
        expiresAt: new Date(now.getTime() + VERIFICATION_CODE.ttlMs),
        createdAt: now,
      });
      try {
        await deps.sms.send({ to: mobile, text: messages.verification.smsText(code) });
      } catch (error) {
        // A code that never arrived must not block the resend or count against the day.
        await codes.remove(id);
        throw smsFailure(error, logger);
      }
      return {
        expiresInSeconds: VERIFICATION_CODE.ttlMs / 1000,
        resendAfterSeconds: VERIFICATION_CODE.resendAfterMs / 1000,
      };
    },

    /** Checks the latest code sent for this mobile and purpose; a match yields a token. */
    async verifyCode(
      mobile: string,
      purpose: VerificationPurpose,
      code: string,
    ): Promise<{ verificationToken: string }> {
      const now = clock();
      const row = await codes.latest(mobile, purpose);
      if (!row || row.verifiedAt) {
        throw codeError('VERIFICATION_CODE_NOT_REQUESTED', messages.verification.notRequested);
      }
      if (row.attempts >= VERIFICATION_CODE.maxAttempts) {
        throw codeError('VERIFICATION_ATTEMPTS_EXCEEDED', messages.verification.attemptsExceeded);
      }
      if (now.getTime() >= row.expiresAt.getTime()) {
        throw codeError('VERIFICATION_CODE_EXPIRED', messages.verification.expired);
      }
      if (!sameDigest(row.codeHash, codeDigest(mobile, purpose, code))) {
        const attempts = await codes.recordFailedAttempt(row.id, VERIFICATION_CODE.maxAttempts);
        const remaining =
          VERIFICATION_CODE.maxAttempts - (attempts ?? VERIFICATION_CODE.maxAttempts);
        if (remaining <= 0) {
          throw codeError('VERIFICATION_ATTEMPTS_EXCEEDED', messages.verification.attemptsExceeded);
        }
        throw codeError('VERIFICATION_CODE_MISMATCH', messages.verification.mismatch(remaining));
      }

      const verificationToken = randomToken();
      const marked = await codes.markVerified(row.id, {
        verifiedAt: now,
        tokenHash: sha256Hex(verificationToken),
        tokenExpiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_MS),
      });
      if (!marked) {
        throw codeError('VERIFICATION_CODE_NOT_REQUESTED', messages.verification.notRequested);
      }
      return { verificationToken };
    },

    /**
     * Which mobile a token vouches for, without spending it: lets a route check everything
     * else first, so a refused join does not cost the person a new code.
     */
    async peekToken(token: string, purpose: VerificationPurpose): Promise<{ mobile: string }> {
      const row = await codes.findByTokenHash(sha256Hex(token));
      const now = clock();
      if (
        !row ||
        row.purpose !== purpose ||
        row.tokenUsedAt !== null ||
        !row.tokenExpiresAt ||
        row.tokenExpiresAt.getTime() <= now.getTime()
      ) {
        throw verificationTokenError();
      }
      return { mobile: row.mobile };
    },

    /**
     * Spends the token once. Pass the transaction's handle as `db` so the spend and the change
     * it authorises commit together (or neither does).
     */
    async consumeToken(
      token: string,
      purpose: VerificationPurpose,
      mobile: string,
      db: AppDb = deps.db,
    ): Promise<void> {
      const consumed = await createVerificationRepository(db).consumeToken({
        tokenHash: sha256Hex(token),
        purpose,
        mobile,
        now: clock(),
      });
      if (!consumed) throw verificationTokenError();
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;

/** Midnight in Seoul at or before `now`, as an instant. */
export function seoulDayStart(now: Date): Date {
  const local = now.getTime() + SEOUL_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - SEOUL_OFFSET_MS);
}

function smsFailure(error: unknown, logger: Logger): AppError {
  if (!(error instanceof SmsProviderError)) {
    logger.error('SMS send failed unexpectedly', error);
    return new AppError(503, 'SMS_UNAVAILABLE', messages.verification.smsFailed);
  }
  logger.error(`SMS send failed: ${error.message}`);
  return error.kind === 'rejected'
    ? new AppError(502, 'SMS_REJECTED', messages.verification.smsFailed)
    : new AppError(503, 'SMS_UNAVAILABLE', messages.verification.smsFailed);
}
