import { and, asc, count, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/database';
import { users } from '../accounts';
import {
  counselorCategories,
  counselorCategoryLinks,
  counselorCertificates,
  counselorGalleryImages,
  counselors,
} from '../counselors';
import { type UploadRow, uploads } from '../uploads';
import {
  counselorAddresses,
  counselorBankAccounts,
  counselorEmailCodes,
  counselorFaqs,
} from './tables';

// The only ORM code of the counselor back office. It writes the counselors feature's profile
// tables (the counselor edits what the public profile shows) and its own.

export type CounselorRow = typeof counselors.$inferSelect;
export type AddressRow = typeof counselorAddresses.$inferSelect;
export type BankAccountRow = typeof counselorBankAccounts.$inferSelect;
export type EmailCodeRow = typeof counselorEmailCodes.$inferSelect;
export type FaqRow = typeof counselorFaqs.$inferSelect;
export type CertificateValues = {
  name: string;
  issuer: string;
  grade: string;
  issuedOn: string;
  imageUploadId: string | null;
};

/** The next position at the end of a counselor's list. */
const nextPosition = (column: AnyPgColumn) => sql<number>`coalesce(max(${column}) + 1, 0)`;

export function createOfficeRepository(db: AppDb) {
  return {
    async counselorByUserId(userId: number): Promise<CounselorRow | undefined> {
      const [row] = await db
        .select()
        .from(counselors)
        .where(eq(counselors.userId, userId))
        .limit(1);
      return row;
    },

    /** The counselor of a seeded account (the demo seed names accounts by username). */
    async counselorByUsername(username: string): Promise<CounselorRow | undefined> {
      const [row] = await db
        .select({ counselor: counselors })
        .from(counselors)
        .innerJoin(users, eq(users.id, counselors.userId))
        .where(eq(users.username, username))
        .limit(1);
      return row?.counselor;
    },

    async upload(id: string | null): Promise<UploadRow | null> {
      if (!id) return null;
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      return row ?? null;
    },

    async categoriesOf(counselorId: number) {
      return db
        .select({
          id: counselorCategories.id,
          slug: counselorCategories.slug,
          name: counselorCategories.name,
          description: counselorCategories.description,
        })
        .from(counselorCategoryLinks)
        .innerJoin(
          counselorCategories,
          eq(counselorCategories.id, counselorCategoryLinks.categoryId),
        )
        .where(eq(counselorCategoryLinks.counselorId, counselorId))
        .orderBy(asc(counselorCategories.sortOrder));
    },

    /** How many of these category ids exist. */
    async countCategories(ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const [row] = await db
        .select({ value: count() })
        .from(counselorCategories)
        .where(inArray(counselorCategories.id, ids));
      return row?.value ?? 0;
    },

    /** Whether another counselor already uses this name. */
    async nameTaken(name: string, exceptCounselorId: number | null): Promise<boolean> {
      const [row] = await db
        .select({ id: counselors.id })
        .from(counselors)
        .where(
          exceptCounselorId === null
            ? eq(counselors.name, name)
            : and(eq(counselors.name, name), ne(counselors.id, exceptCounselorId)),
        )
        .limit(1);
      return row !== undefined;
    },

    async updateProfile(
      counselorId: number,
      values: { name: string; introduction: string; careerYears: number },
      categoryIds: number[],
    ): Promise<void> {
      await db.update(counselors).set(values).where(eq(counselors.id, counselorId));
      await db
        .delete(counselorCategoryLinks)
        .where(eq(counselorCategoryLinks.counselorId, counselorId));
      await db
        .insert(counselorCategoryLinks)
        .values(categoryIds.map((categoryId) => ({ counselorId, categoryId })));
    },

    async setCounselor(
      counselorId: number,
      values: Partial<
        Pick<CounselorRow, 'details' | 'keywords' | 'enabled' | 'taxEmail' | 'profileImageUploadId'>
      >,
    ): Promise<void> {
      await db.update(counselors).set(values).where(eq(counselors.id, counselorId));
    },

    // ---- certificates ----

    async countCertificates(counselorId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(counselorCertificates)
        .where(eq(counselorCertificates.counselorId, counselorId));
      return row?.value ?? 0;
    },

    async insertCertificate(counselorId: number, values: CertificateValues) {
      const [position] = await db
        .select({ value: nextPosition(counselorCertificates.position) })
        .from(counselorCertificates)
        .where(eq(counselorCertificates.counselorId, counselorId));
      const [row] = await db
        .insert(counselorCertificates)
        .values({ counselorId, ...values, position: position?.value ?? 0 })
        .returning({ id: counselorCertificates.id });
      if (!row) throw new Error('certificate insert returned no row');
      return row.id;
    },

    async findCertificate(counselorId: number, id: number) {
      const [row] = await db
        .select()
        .from(counselorCertificates)
        .where(
          and(eq(counselorCertificates.id, id), eq(counselorCertificates.counselorId, counselorId)),
        )
        .limit(1);
      return row;
    },

    async updateCertificate(id: number, values: CertificateValues): Promise<void> {
      await db.update(counselorCertificates).set(values).where(eq(counselorCertificates.id, id));
    },

    async deleteCertificate(id: number): Promise<void> {
      await db.delete(counselorCertificates).where(eq(counselorCertificates.id, id));
    },

    // ---- gallery ----

    async galleryIds(counselorId: number): Promise<number[]> {
      const rows = await db
        .select({ id: counselorGalleryImages.id })
        .from(counselorGalleryImages)
        .where(eq(counselorGalleryImages.counselorId, counselorId));
      return rows.map((row) => row.id);
    },

    async insertGalleryImage(
      counselorId: number,
      values: { uploadId: string; caption: string; createdAt: Date },
    ) {
      const [position] = await db
        .select({ value: nextPosition(counselorGalleryImages.position) })
        .from(counselorGalleryImages)
        .where(eq(counselorGalleryImages.counselorId, counselorId));
      const [row] = await db
        .insert(counselorGalleryImages)
        .values({ counselorId, ...values, position: position?.value ?? 0 })
        .returning({ id: counselorGalleryImages.id });
      if (!row) throw new Error('gallery insert returned no row');
      return row.id;
    },

    /** Changes one of the counselor's captions; false when the picture is not the counselor's. */
    async captionGalleryImage(counselorId: number, id: number, caption: string) {
      const rows = await db
        .update(counselorGalleryImages)
        .set({ caption })
        .where(
          and(
            eq(counselorGalleryImages.id, id),
            eq(counselorGalleryImages.counselorId, counselorId),
          ),
        )
        .returning({ id: counselorGalleryImages.id });
      return rows.length === 1;
    },

    /** Deletes one of the counselor's pictures; answers its upload id, or undefined if none. */
    async deleteGalleryImage(counselorId: number, id: number) {
      const [row] = await db
        .delete(counselorGalleryImages)
        .where(
          and(
            eq(counselorGalleryImages.id, id),
            eq(counselorGalleryImages.counselorId, counselorId),
          ),
        )
        .returning({ uploadId: counselorGalleryImages.uploadId });
      return row;
    },

    async orderGallery(counselorId: number, ids: number[]): Promise<void> {
      for (const [position, id] of ids.entries()) {
        await db
          .update(counselorGalleryImages)
          .set({ position })
          .where(
            and(
              eq(counselorGalleryImages.id, id),
              eq(counselorGalleryImages.counselorId, counselorId),
            ),
          );
      }
    },

    // ---- FAQs ----

    async faqs(counselorId: number): Promise<FaqRow[]> {
      return db
        .select()
        .from(counselorFaqs)
        .where(eq(counselorFaqs.counselorId, counselorId))
        .orderBy(asc(counselorFaqs.position), asc(counselorFaqs.id));
    },

    async insertFaq(counselorId: number, values: { question: string; answer: string }) {
      const [position] = await db
        .select({ value: nextPosition(counselorFaqs.position) })
        .from(counselorFaqs)
        .where(eq(counselorFaqs.counselorId, counselorId));
      const [row] = await db
        .insert(counselorFaqs)
        .values({ counselorId, ...values, position: position?.value ?? 0 })
        .returning();
      if (!row) throw new Error('faq insert returned no row');
      return row;
    },

    async updateFaq(counselorId: number, id: number, values: { question: string; answer: string }) {
      const [row] = await db
        .update(counselorFaqs)
        .set(values)
        .where(and(eq(counselorFaqs.id, id), eq(counselorFaqs.counselorId, counselorId)))
        .returning();
      return row;
    },

    async deleteFaq(counselorId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(counselorFaqs)
        .where(and(eq(counselorFaqs.id, id), eq(counselorFaqs.counselorId, counselorId)))
        .returning({ id: counselorFaqs.id });
      return rows.length === 1;
    },

    async orderFaqs(counselorId: number, ids: number[]): Promise<void> {
      for (const [position, id] of ids.entries()) {
        await db
          .update(counselorFaqs)
          .set({ position })
          .where(and(eq(counselorFaqs.id, id), eq(counselorFaqs.counselorId, counselorId)));
      }
    },

    // ---- address and bank account ----

    async address(counselorId: number): Promise<AddressRow | undefined> {
      const [row] = await db
        .select()
        .from(counselorAddresses)
        .where(eq(counselorAddresses.counselorId, counselorId));
      return row;
    },

    async saveAddress(values: typeof counselorAddresses.$inferInsert): Promise<void> {
      const { counselorId: _, ...changes } = values;
      await db
        .insert(counselorAddresses)
        .values(values)
        .onConflictDoUpdate({ target: counselorAddresses.counselorId, set: changes });
    },

    async bankAccount(counselorId: number): Promise<BankAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(counselorBankAccounts)
        .where(eq(counselorBankAccounts.counselorId, counselorId));
      return row;
    },

    async saveBankAccount(values: typeof counselorBankAccounts.$inferInsert): Promise<void> {
      const { counselorId: _, ...changes } = values;
      await db
        .insert(counselorBankAccounts)
        .values(values)
        .onConflictDoUpdate({ target: counselorBankAccounts.counselorId, set: changes });
    },

    // ---- tax e-mail codes ----

    async latestEmailCode(counselorId: number): Promise<EmailCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(counselorEmailCodes)
        .where(eq(counselorEmailCodes.counselorId, counselorId))
        .orderBy(desc(counselorEmailCodes.id))
        .limit(1);
      return row;
    },

    async insertEmailCode(values: typeof counselorEmailCodes.$inferInsert): Promise<number> {
      const [row] = await db
        .insert(counselorEmailCodes)
        .values(values)
        .returning({ id: counselorEmailCodes.id });
      if (!row) throw new Error('email code insert returned no row');
      return row.id;
    },

    async removeEmailCode(id: number): Promise<void> {
      await db.delete(counselorEmailCodes).where(eq(counselorEmailCodes.id, id));
    },

    /** Counts one wrong guess in the database itself; undefined once the limit was reached. */
    async recordFailedEmailAttempt(id: number, maxAttempts: number): Promise<number | undefined> {
      const [row] = await db
        .update(counselorEmailCodes)
        .set({ attempts: sql`${counselorEmailCodes.attempts} + 1` })
        .where(and(eq(counselorEmailCodes.id, id), lt(counselorEmailCodes.attempts, maxAttempts)))
        .returning({ attempts: counselorEmailCodes.attempts });
      return row?.attempts;
    },

    /** Marks the code used; false when another request got there first. */
    async markEmailCodeVerified(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(counselorEmailCodes)
        .set({ verifiedAt: at })
        .where(and(eq(counselorEmailCodes.id, id), isNull(counselorEmailCodes.verifiedAt)))
        .returning({ id: counselorEmailCodes.id });
      return rows.length === 1;
    },
  };
}

export type OfficeRepository = ReturnType<typeof createOfficeRepository>;
