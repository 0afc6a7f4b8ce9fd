import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { uploads } from './tables';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUploadRow = typeof uploads.$inferInsert;
export type UploadVisibility = UploadRow['visibility'];

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

    /**
     * Marks an upload attached to `purpose` (idempotent for the same purpose). The condition
     * is in the UPDATE itself, so a sweep deleting the row at the same moment either goes
     * first (no row: undefined) or finds it attached and leaves it.
     */
    async markAttached(id: string, purpose: string, at: Date): Promise<UploadRow | undefined> {
      const [row] = await db
        .update(uploads)
        .set({ purpose, attachedAt: at })
        .where(
          and(eq(uploads.id, id), or(isNull(uploads.attachedAt), eq(uploads.purpose, purpose))),
        )
        .returning();
      return row;
    },

    /** Deletes an attached upload's row (the files go by a job); undefined when not attached there. */
    async deleteAttached(id: string, purpose: string): Promise<UploadRow | undefined> {
      const [row] = await db
        .delete(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.purpose, purpose)))
        .returning();
      return row;
    },

    /**
     * Deletes up to `limit` uploads never attached and created before `cutoff`. Rows an attach
     * is holding are skipped (SKIP LOCKED); the next sweep looks at them again.
     */
    async deleteUnattachedBefore(cutoff: Date, limit: number): Promise<UploadRow[]> {
      const stale = db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(isNull(uploads.attachedAt), lt(uploads.createdAt, cutoff)))
        .orderBy(asc(uploads.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db.delete(uploads).where(inArray(uploads.id, stale)).returning();
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
