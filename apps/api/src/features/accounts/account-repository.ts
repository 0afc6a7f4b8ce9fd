import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { users } from '../../db/schema';

export type NotificationFlags = Partial<
  Pick<
    typeof users.$inferSelect,
    | 'enabledNotificationPush'
    | 'enabledNotificationEmail'
    | 'enabledEventPush'
    | 'enabledEventEmail'
    | 'enabledAdEmail'
    | 'enabledAdPush'
  >
>;

// Join checks, ID recovery and the "my account" edits (users-repository has the rest). A
// deleted account has no username or mobile left (tables.ts), so equality never matches one.
export function createAccountRepository(db: AppDb) {
  return {
    async isUsernameTaken(username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, username))
        .limit(1);
      return row !== undefined;
    },

    /** Another account (not `exceptUserId`) holds this mobile number. */
    async isMobileTaken(mobile: string, exceptUserId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.mobile, mobile),
            exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async usernamesByMobile(mobile: string): Promise<string[]> {
      const rows = await db
        .select({ username: users.username })
        .from(users)
        .where(and(eq(users.mobile, mobile), isNotNull(users.username), isNull(users.deletedAt)))
        .orderBy(asc(users.id));
      return rows.flatMap((row) => (row.username ? [row.username] : []));
    },

    async updateProfileInfo(
      userId: number,
      values: { name: string; displayName: string },
    ): Promise<void> {
      await db.update(users).set(values).where(eq(users.id, userId));
    },

    /** A new address is not verified yet; writing the same address again keeps its state. */
    async updateEmail(userId: number, email: string | null): Promise<void> {
      await db
        .update(users)
        .set({
          email,
          emailVerified: sql`case when ${users.email} is not distinct from ${email} then ${users.emailVerified} else false end`,
        })
        .where(eq(users.id, userId));
    },

    async updateMobile(userId: number, mobile: string): Promise<void> {
      await db.update(users).set({ mobile, mobileVerified: true }).where(eq(users.id, userId));
    },

    async updateNotificationFlags(userId: number, flags: NotificationFlags): Promise<void> {
      if (Object.keys(flags).length === 0) return;
      await db.update(users).set(flags).where(eq(users.id, userId));
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
