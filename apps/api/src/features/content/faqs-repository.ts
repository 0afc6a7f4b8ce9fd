import { and, asc, count, eq, ilike, max, or, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { faqCategories, faqs } from './tables';

export type FaqCategoryRow = typeof faqCategories.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;
export type FaqValues = Pick<typeof faqs.$inferInsert, 'categoryId' | 'question' | 'answer'>;

/** `%`, `_` and `\` match themselves in a search, not any text. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function createFaqsRepository(db: AppDb) {
  return {
    categories(): Promise<FaqCategoryRow[]> {
      return db
        .select()
        .from(faqCategories)
        .orderBy(asc(faqCategories.position), asc(faqCategories.id));
    },

    async category(id: number): Promise<FaqCategoryRow | undefined> {
      const [row] = await db.select().from(faqCategories).where(eq(faqCategories.id, id)).limit(1);
      return row;
    },

    async categoryByName(name: string): Promise<FaqCategoryRow | undefined> {
      const [row] = await db
        .select()
        .from(faqCategories)
        .where(eq(faqCategories.name, name))
        .limit(1);
      return row;
    },

    async nextCategoryPosition(): Promise<number> {
      const [row] = await db.select({ last: max(faqCategories.position) }).from(faqCategories);
      return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
    },

    async insertCategory(values: { name: string; position: number }): Promise<FaqCategoryRow> {
      const [row] = await db.insert(faqCategories).values(values).returning();
      if (!row) throw new Error('insert returned no category');
      return row;
    },

    async updateCategory(
      id: number,
      values: { name: string; position: number },
    ): Promise<FaqCategoryRow | undefined> {
      const [row] = await db
        .update(faqCategories)
        .set(values)
        .where(eq(faqCategories.id, id))
        .returning();
      return row;
    },

    async deleteCategory(id: number): Promise<boolean> {
      const deleted = await db
        .delete(faqCategories)
        .where(eq(faqCategories.id, id))
        .returning({ id: faqCategories.id });
      return deleted.length > 0;
    },

    async countInCategory(categoryId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(faqs)
        .where(eq(faqs.categoryId, categoryId));
      return row?.total ?? 0;
    },

    /** By category position, then the question's own; `search` in question or answer. */
    async list(query: { categoryId?: number | undefined; search?: string | undefined }) {
      const where: SQL | undefined = and(
        query.categoryId === undefined ? undefined : eq(faqs.categoryId, query.categoryId),
        query.search === undefined
          ? undefined
          : or(
              ilike(faqs.question, likePattern(query.search)),
              ilike(faqs.answer, likePattern(query.search)),
            ),
      );
      const rows = await db
        .select({ faq: faqs })
        .from(faqs)
        .innerJoin(faqCategories, eq(faqCategories.id, faqs.categoryId))
        .where(where)
        .orderBy(
          asc(faqCategories.position),
          asc(faqCategories.id),
          asc(faqs.position),
          asc(faqs.id),
        );
      return rows.map((row) => row.faq);
    },

    async find(id: number): Promise<FaqRow | undefined> {
      const [row] = await db.select().from(faqs).where(eq(faqs.id, id)).limit(1);
      return row;
    },

    async findByQuestion(question: string): Promise<FaqRow | undefined> {
      const [row] = await db.select().from(faqs).where(eq(faqs.question, question)).limit(1);
      return row;
    },

    async nextPosition(categoryId: number): Promise<number> {
      const [row] = await db
        .select({ last: max(faqs.position) })
        .from(faqs)
        .where(eq(faqs.categoryId, categoryId));
      return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
    },

    async insert(values: FaqValues & { position: number; createdAt: Date }): Promise<FaqRow> {
      const [row] = await db
        .insert(faqs)
        .values({ ...values, updatedAt: values.createdAt })
        .returning();
      if (!row) throw new Error('insert returned no FAQ');
      return row;
    },

    async update(
      id: number,
      values: FaqValues & { position: number },
      now: Date,
    ): Promise<FaqRow | undefined> {
      const [row] = await db
        .update(faqs)
        .set({ ...values, updatedAt: now })
        .where(eq(faqs.id, id))
        .returning();
      return row;
    },

    async delete(id: number): Promise<boolean> {
      const deleted = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
      return deleted.length > 0;
    },
  };
}
