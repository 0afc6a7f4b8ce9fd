import type { VerificationPurpose } from '@arcana/domain';
import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { verificationCodes } from '../../db/schema';

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

// Every timestamp comes from the caller's clock, never the database's now(): the service owns
// time so tests can move it, and several api processes agree because they all ask one clock.
export function createVerificationRepository(db: AppDb) {
  return {
    async latest(
      mobile: string,
      purpose: VerificationPurpose,
    ): Promise<VerificationCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.mobile, mobile), eq(verificationCodes.purpose, purpose)))
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      return row;
    },

    /** Codes sent to this number (any purpose) at or after `since`. */
    async countSentSince(mobile: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.mobile, mobile), gte(verificationCodes.createdAt, since)));
      return row?.value ?? 0;
    },

    async insert(values: {
      mobile: string;
      purpose: VerificationPurpose;
      codeHash: string;
      expiresAt: Date;
      createdAt: Date;
    }): Promise<number> {
      const [row] = await db
        .insert(verificationCodes)
        .values(values)
        .returning({ id: verificationCodes.id });
      if (!row) throw new Error('verification code insert returned no row');
      return row.id;
    },

    async remove(id: number): Promise<void> {
      await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
    },

    /**
     * Counts one wrong guess in the database itself, so two parallel guesses cannot both
     * slip under the limit. Answers the new count, or undefined when the limit was reached.
     */
    async recordFailedAttempt(id: number, maxAttempts: number): Promise<number | undefined> {
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(and(eq(verificationCodes.id, id), lt(verificationCodes.attempts, maxAttempts)))
        .returning({ attempts: verificationCodes.attempts });
      return row?.attempts;
    },

    /** Marks the code used and stores the token's hash; false when someone else got there first. */
    async markVerified(
      id: number,
      values: { verifiedAt: Date; tokenHash: string; tokenExpiresAt: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set(values)
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.verifiedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },

    async findByTokenHash(tokenHash: string): Promise<VerificationCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Spends a token once: the conditional update lets exactly one caller win. */
    async consumeToken(where: {
      tokenHash: string;
      purpose: VerificationPurpose;
      mobile: string;
      now: Date;
    }): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ tokenUsedAt: where.now })
        .where(
          and(
            eq(verificationCodes.tokenHash, where.tokenHash),
            eq(verificationCodes.purpose, where.purpose),
            eq(verificationCodes.mobile, where.mobile),
            isNull(verificationCodes.tokenUsedAt),
            gt(verificationCodes.tokenExpiresAt, where.now),
          ),
        )
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
