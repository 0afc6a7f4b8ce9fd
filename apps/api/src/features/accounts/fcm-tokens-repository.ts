import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { fcmTokens } from '../../db/schema';

export function createFcmTokensRepository(db: AppDb) {
  return {
    /** A device token belongs to whoever logged in on that device last. */
    async upsert(values: {
      token: string;
      userId: number;
      appVersion: string | null;
      at: Date;
    }): Promise<void> {
      const { token, userId, appVersion, at } = values;
      await db
        .insert(fcmTokens)
        .values({ token, userId, appVersion, updatedAt: at })
        .onConflictDoUpdate({
          target: fcmTokens.token,
          set: { userId, appVersion, updatedAt: at },
        });
    },

    async remove(token: string): Promise<void> {
      await db.delete(fcmTokens).where(eq(fcmTokens.token, token));
    },

    async removeAllForUser(userId: number): Promise<void> {
      await db.delete(fcmTokens).where(eq(fcmTokens.userId, userId));
    },
  };
}

export type FcmTokensRepository = ReturnType<typeof createFcmTokensRepository>;
