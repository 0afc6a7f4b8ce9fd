import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { refreshTokens } from '../../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type NewRefreshTokenRow = typeof refreshTokens.$inferInsert;

// Only token hashes are stored; the plain token exists in the login answer and nowhere else.
export function createRefreshTokensRepository(db: AppDb) {
  return {
    async insert(values: NewRefreshTokenRow): Promise<void> {
      await db.insert(refreshTokens).values(values);
    },

    async findByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /**
     * Marks a live token as used. False when another request rotated or revoked it first: the
     * conditional update is what makes two concurrent refreshes with one token a detected reuse.
     */
    async markRotated(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ rotatedAt: at })
        .where(
          and(
            eq(refreshTokens.id, id),
            isNull(refreshTokens.rotatedAt),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    /** A family is live while one of its tokens is unrevoked and the family has not expired. */
    async isFamilyActive(familyId: string, at: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familyId, familyId),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.familyExpiresAt, at),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async revokeFamily(familyId: string, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async revokeAllForUser(userId: number, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    async deleteAllForUser(userId: number): Promise<void> {
      await db.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
    },

    /**
     * Rotated tokens are kept for reuse detection only while they could still be valid; past
     * their own expiry a reuse is just an expired token, so the row can go.
     */
    async pruneExpired(familyId: string, at: Date): Promise<void> {
      await db
        .delete(refreshTokens)
        .where(and(eq(refreshTokens.familyId, familyId), lt(refreshTokens.expiresAt, at)));
    },

    /**
     * Deletes up to `limit` families (every token of each) that ended before `cutoff`: expired,
     * or with every token revoked. Answers how many families went.
     */
    async deleteFamiliesEndedBefore(cutoff: Date, limit: number): Promise<number> {
      const before = sql`${cutoff.toISOString()}::timestamptz`;
      const ended = db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .groupBy(refreshTokens.familyId)
        .having(
          sql`max(${refreshTokens.familyExpiresAt}) < ${before}
            or (bool_and(${refreshTokens.revokedAt} is not null)
                and max(${refreshTokens.revokedAt}) < ${before})`,
        )
        .limit(limit);
      const rows = await db
        .delete(refreshTokens)
        .where(inArray(refreshTokens.familyId, ended))
        .returning({ familyId: refreshTokens.familyId });
      return new Set(rows.map(({ familyId }) => familyId)).size;
    },
  };
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
