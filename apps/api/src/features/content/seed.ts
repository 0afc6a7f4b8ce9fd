import { count, eq, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { users } from '../accounts';
import { counselingReviews } from '../reviews';
import { createClaimsRepository } from './claims-repository';
import { createClaimService } from './claims-service';
import { createEventsRepository } from './events-repository';
import { createFaqsRepository } from './faqs-repository';
import { createNoticesRepository } from './notices-repository';
import { createPagesRepository } from './pages-repository';
import { SEEDED_CLAIMS, SEEDED_REPORT } from './seed-claims';
import { SEEDED_FAQS } from './seed-faqs';
import { SEEDED_EVENTS, SEEDED_NOTICES } from './seed-notices';
import { SEEDED_PAGES } from './seed-pages';
import { claims } from './tables';

// The content a visitor meets on a fresh `npm run dev` (issue 12): notices over the last three
// months, events around today, the help center's FAQs, the four policy pages, and demo-user's
// claims. Every part inserts only what is missing (by title, name, question, slug, or for the
// claims: while demo-user has none), so a restart adds nothing and an operator's edits stay.

const DAY_MS = 24 * 3_600_000;
const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** Midnight starting the Seoul day `days` after today's (negative: before). */
function seoulDayStart(now: Date, days: number): Date {
  const seoul = new Date(now.getTime() + SEOUL_OFFSET_MS);
  const midnight = Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate());
  return new Date(midnight + days * DAY_MS - SEOUL_OFFSET_MS);
}

async function seedNotices(db: AppDb, now: Date): Promise<void> {
  const repository = createNoticesRepository(db);
  const existing = await repository.titles();
  for (const notice of SEEDED_NOTICES) {
    if (existing.has(notice.title)) continue;
    const publishedAt = new Date(
      seoulDayStart(now, -notice.daysAgo).getTime() + notice.hour * 3_600_000,
    );
    const { daysAgo: _, hour: __, ...values } = notice;
    await repository.insert({ ...values, publishedAt, createdAt: publishedAt });
  }
}

async function seedEvents(db: AppDb, now: Date): Promise<void> {
  const repository = createEventsRepository(db);
  const existing = await repository.titles();
  for (const event of SEEDED_EVENTS) {
    if (existing.has(event.title)) continue;
    const startsAt = seoulDayStart(now, event.startDay);
    // Through the last moment of its last Seoul day.
    const endsAt = new Date(seoulDayStart(now, event.endDay + 1).getTime() - 1);
    const { startDay: _, endDay: __, ...values } = event;
    await repository.insert({
      ...values,
      imageUploadId: null,
      startsAt,
      endsAt,
      createdAt: new Date(Math.min(startsAt.getTime(), now.getTime())),
    });
  }
}

async function seedFaqs(db: AppDb, now: Date): Promise<void> {
  const repository = createFaqsRepository(db);
  for (const [categoryIndex, category] of SEEDED_FAQS.entries()) {
    const row =
      (await repository.categoryByName(category.name)) ??
      (await repository.insertCategory({ name: category.name, position: categoryIndex }));
    for (const [position, faq] of category.faqs.entries()) {
      if (await repository.findByQuestion(faq.question)) continue;
      await repository.insert({ ...faq, categoryId: row.id, position, createdAt: now });
    }
  }
}

async function seedPages(db: AppDb, now: Date): Promise<void> {
  const repository = createPagesRepository(db);
  for (const page of SEEDED_PAGES) {
    await repository.insertMissing({ ...page, updatedAt: seoulDayStart(now, -page.daysAgo) });
  }
}

async function userIdOf(db: AppDb, username: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  return row?.id;
}

/** demo-user's inquiries (one answered, one waiting) and a report of someone else's review. */
async function seedDemoClaims(db: AppDb, now: Date): Promise<void> {
  const userId = await userIdOf(db, 'demo-user');
  const adminId = await userIdOf(db, 'demo-admin');
  if (userId === undefined || adminId === undefined) return;
  const [mine] = await db.select({ total: count() }).from(claims).where(eq(claims.userId, userId));
  if ((mine?.total ?? 0) > 0) return;
  const repository = createClaimsRepository(db);
  for (const claim of SEEDED_CLAIMS) {
    const createdAt = new Date(now.getTime() - claim.daysAgo * DAY_MS);
    const row = await repository.insert({
      kind: 'INQUIRY',
      userId,
      category: claim.category,
      title: claim.title,
      body: claim.body,
      createdAt,
    });
    if (claim.answer) {
      await repository.answer(row.id, {
        answer: claim.answer.text,
        answeredAt: new Date(createdAt.getTime() + claim.answer.hoursLater * 3_600_000),
        answeredBy: adminId,
      });
    }
  }
  // A review someone else wrote: the report goes through the same rules as the api's.
  const [review] = await db
    .select({ id: counselingReviews.id })
    .from(counselingReviews)
    .where(ne(counselingReviews.userId, userId))
    .orderBy(counselingReviews.id)
    .limit(1);
  if (!review) return;
  const reportedAt = new Date(now.getTime() - SEEDED_REPORT.daysAgo * DAY_MS);
  await createClaimService({ db, now: () => reportedAt }).createReport(userId, {
    target: { type: 'REVIEW', id: review.id },
    reason: SEEDED_REPORT.reason,
    body: SEEDED_REPORT.body,
  });
}

export async function seedContent(db: AppDb, now: Date): Promise<void> {
  await seedNotices(db, now);
  await seedEvents(db, now);
  await seedFaqs(db, now);
  await seedPages(db, now);
  await seedDemoClaims(db, now);
}
