import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { uploads } from './tables';

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
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
