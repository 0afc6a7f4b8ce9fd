import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { uploads, users } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUploadRow = typeof uploads.$inferInsert;

export function createUploadsRepository(db: AppDb) {
  return {
    async insert(values: NewUploadRow): Promise<UploadRow> {
      const [row] = await db.insert(uploads).values(values).returning();
      if (!row) throw new Error('upload insert returned no row');
      return row;
    },

    async findById(id: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      return row;
    },

    /** Points the user's profile image at an upload, or at nothing. */
    async setProfileImage(userId: number, uploadId: string | null): Promise<void> {
      await db.update(users).set({ profileImageId: uploadId }).where(eq(users.id, userId));
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
