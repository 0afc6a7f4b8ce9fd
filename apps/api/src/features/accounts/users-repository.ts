import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { type UploadRow, uploads } from '../uploads';
import { fcmTokens, users } from './tables';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** A user with what the User answer needs besides its own row (SPEC §3 fcmTokens, image). */
export type UserProfileRow = {
  user: UserRow;
  fcmTokens: string[];
  profileImage: UploadRow | null;
};

export function createUsersRepository(db: AppDb) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
      return row;
    },

    async findProfile(id: number): Promise<UserProfileRow | undefined> {
      const [row] = await db
        .select({ user: users, profileImage: uploads })
        .from(users)
        .leftJoin(uploads, eq(uploads.id, users.profileImageId))
        .where(eq(users.id, id))
        .limit(1);
      if (!row) return undefined;
      const tokens = await db
        .select({ token: fcmTokens.token })
        .from(fcmTokens)
        .where(eq(fcmTokens.userId, id))
        .orderBy(fcmTokens.updatedAt);
      return {
        user: row.user,
        profileImage: row.profileImage,
        fcmTokens: tokens.map(({ token }) => token),
      };
    },

    async insert(values: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('user insert returned no row');
      return row;
    },

    /** Inserts unless the username or mobile is taken; undefined when nothing was inserted. */
    async insertIfMissing(values: NewUserRow): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },

    async setEnabled(id: number, enabled: boolean): Promise<void> {
      await db.update(users).set({ enabled }).where(eq(users.id, id));
    },

    async setRoles(id: number, roles: string[]): Promise<void> {
      await db.update(users).set({ roles }).where(eq(users.id, id));
    },

    /** Points the user's profile image at an upload, or at nothing. */
    async setProfileImage(id: number, uploadId: string | null): Promise<void> {
      await db.update(users).set({ profileImageId: uploadId }).where(eq(users.id, id));
    },

    async touchActivity(id: number, at: Date): Promise<void> {
      await db.update(users).set({ lastActivityAt: at }).where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
