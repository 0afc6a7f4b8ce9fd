import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { pages } from './tables';

export type PageRow = typeof pages.$inferSelect;

export function createPagesRepository(db: AppDb) {
  return {
    async find(slug: string): Promise<PageRow | undefined> {
      const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
      return row;
    },

    all(): Promise<PageRow[]> {
      return db.select().from(pages).orderBy(asc(pages.slug));
    },

    /** Creates the page or replaces its title and body. */
    async put(values: PageRow): Promise<PageRow> {
      const [row] = await db
        .insert(pages)
        .values(values)
        .onConflictDoUpdate({
          target: pages.slug,
          set: { title: values.title, body: values.body, updatedAt: values.updatedAt },
        })
        .returning();
      if (!row) throw new Error('upsert returned no page');
      return row;
    },

    /** Inserts the page when its slug is free; a page an operator edited stays as it is. */
    async insertMissing(values: PageRow): Promise<void> {
      await db.insert(pages).values(values).onConflictDoNothing({ target: pages.slug });
    },

    async delete(slug: string): Promise<boolean> {
      const deleted = await db.delete(pages).where(eq(pages.slug, slug)).returning({
        slug: pages.slug,
      });
      return deleted.length > 0;
    },
  };
}
