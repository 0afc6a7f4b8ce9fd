import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { devIdentityVerifications, identityVerifications, users } from '../../db/schema';

export type DevIdentityVerificationRow = typeof devIdentityVerifications.$inferSelect;

export function createIdentityRepository(db: AppDb) {
  return {
    async insertDevVerification(values: typeof devIdentityVerifications.$inferInsert) {
      await db.insert(devIdentityVerifications).values(values);
    },

    async findDevVerification(id: string): Promise<DevIdentityVerificationRow | undefined> {
      const [row] = await db
        .select()
        .from(devIdentityVerifications)
        .where(eq(devIdentityVerifications.id, id))
        .limit(1);
      return row;
    },

    /**
     * Records a completed verification for the user and marks them verified, together. A
     * provider id vouches for one person only: 'taken' when another user already used it.
     */
    async recordVerification(id: string, userId: number, at: Date): Promise<'recorded' | 'taken'> {
      return db.transaction(async (tx) => {
        await tx
          .insert(identityVerifications)
          .values({ id, userId, verifiedAt: at })
          .onConflictDoNothing();
        const [owner] = await tx
          .select({ userId: identityVerifications.userId })
          .from(identityVerifications)
          .where(eq(identityVerifications.id, id))
          .limit(1);
        if (owner?.userId !== userId) return 'taken';
        await tx.update(users).set({ identityVerified: true }).where(eq(users.id, userId));
        return 'recorded';
      });
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
