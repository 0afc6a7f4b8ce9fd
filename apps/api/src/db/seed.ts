import { createUsersRepository, hashPassword } from '../features/accounts';
import { seedAi, seedAiReviewsAndFavorites } from '../features/ai';
import { seedApplications } from '../features/applications';
import { seedArticleResponses, seedArticles } from '../features/articles';
import { createRouteRulesRepository, type RouteRule, seedContent } from '../features/content';
import { seedCounselorOffice } from '../features/counselor-office';
import { createCounselorsRepository } from '../features/counselors';
import { seedDemoPoints } from '../features/orders';
import { createCounselingSessionsRepository } from '../features/sessions';
import { seedSharing } from '../features/sharing';
import { createAppMetaRepository } from '../features/system';
import { seedTarotDeck } from '../features/tarot';
import { type Clock, systemClock } from '../lib/clock';
import { messages } from '../lib/messages';
import type { AppDb } from './database';
import { seedBackOffice } from './seed-back-office';
import { seedSessionHistory } from './seed-history';
import { seedMarketplace } from './seed-marketplace';

// Bump when the seed gains rows, so a database can tell which seed it last received.
export const SEED_VERSION = '11';

// SPEC §2: /introduce and /welcome have no screen of their own; they forward.
export const SEEDED_ROUTE_RULES: readonly RouteRule[] = [
  { path: '/introduce', redirectTo: '/help/introduce', permanent: false },
  { path: '/welcome', redirectTo: '/', permanent: false },
];

type DemoAccount = {
  username: string;
  password: string;
  name: string;
  displayName: string;
  mobile: string;
  roles: string[];
  counselor?: { level: number; status: string };
};

// DESIGN "Demo data", documented in the README. Only ever inserted when missing, so a demo
// account someone changed stays as it is (a deleted one comes back on the next start).
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'demo-user',
    password: 'demo1234!',
    name: '데모 사용자',
    displayName: '데모',
    mobile: '01000000001',
    roles: ['USER'],
  },
  {
    username: 'demo-counselor',
    password: 'demo1234!',
    name: '데모 상담사',
    displayName: '별빛 상담사',
    mobile: '01000000002',
    roles: ['USER', 'COUNSELOR'],
    counselor: { level: 1, status: 'ON' },
  },
  {
    username: 'demo-admin',
    password: 'demo1234!',
    name: '데모 운영자',
    displayName: '운영자',
    mobile: '01000000003',
    roles: ['USER', 'ADMIN'],
  },
];

async function seedDemoAccount(db: AppDb, account: DemoAccount): Promise<void> {
  const users = createUsersRepository(db);
  // Looked up first so a restart does not pay for an Argon2 hash it would throw away.
  let user = await users.findByUsername(account.username);
  if (!user) {
    user = await users.insertIfMissing({
      username: account.username,
      passwordHash: await hashPassword(account.password),
      name: account.name,
      displayName: account.displayName,
      mobile: account.mobile,
      mobileVerified: true,
      roles: account.roles,
    });
  }
  if (user && account.counselor) {
    await createCounselorsRepository(db).insertIfMissing({ userId: user.id, ...account.counselor });
  }
}

const SEOUL_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** 14:00 in Seoul (no daylight saving there) on the Seoul day `days` after today's. */
export function seoulTwoPm(now: Date, days: number): Date {
  const seoulToday = new Date(now.getTime() + SEOUL_OFFSET_MS);
  const utcMidnightOfSeoulDay = Date.UTC(
    seoulToday.getUTCFullYear(),
    seoulToday.getUTCMonth(),
    seoulToday.getUTCDate(),
  );
  return new Date(utcMidnightOfSeoulDay + days * DAY_MS + 14 * 3_600_000 - SEOUL_OFFSET_MS);
}

/**
 * demo-user's history with demo-counselor: one COMPLETED yesterday and one SCHEDULED tomorrow,
 * both at 14:00 Seoul time. Nothing imminent: tests create those through /api/dev/sessions.
 * Only seeded while the pair has no session at all, so a restart adds nothing.
 */
async function seedDemoSessions(db: AppDb, now: Date): Promise<void> {
  const users = createUsersRepository(db);
  const user = await users.findByUsername('demo-user');
  const counselorUser = await users.findByUsername('demo-counselor');
  const counselor =
    counselorUser && (await createCounselorsRepository(db).findByUserId(counselorUser.id));
  if (!user || !counselor) return;
  const sessions = createCounselingSessionsRepository(db);
  if ((await sessions.countBetween(user.id, counselor.id)) > 0) return;
  const base = {
    userId: user.id,
    counselorId: counselor.id,
    durationSeconds: 1800,
    counselingType: 'CHAT',
    startType: 'RESERVATION',
    productName: messages.session.demoProductName,
  } as const;
  await sessions.insert({ ...base, status: 'COMPLETED', startTime: seoulTwoPm(now, -1) });
  await sessions.insert({ ...base, status: 'SCHEDULED', startTime: seoulTwoPm(now, 1) });
}

/** Runs after migrations on every start; inserting only what is missing keeps it idempotent. */
export async function seed(db: AppDb, now: Clock = systemClock): Promise<void> {
  await createRouteRulesRepository(db).insertMissing(SEEDED_ROUTE_RULES);
  for (const account of DEMO_ACCOUNTS) await seedDemoAccount(db, account);
  await seedDemoSessions(db, now());
  await seedTarotDeck(db);
  await seedAi(db, now());
  // Articles, shares with their comments and reactions, reviews and favourites (demo data).
  await seedArticles(db);
  const people = await seedSharing(db, now());
  await seedArticleResponses(db, people);
  await seedAiReviewsAndFavorites(db, people);
  await seedMarketplace(db, now());
  // demo-counselor's back office (issue 11): FAQs, address, tax e-mail, settlement account.
  await seedCounselorOffice(db, now());
  // One counselor application waiting for an operator (issue 11), by a seeded member.
  await seedApplications(db, now());
  await seedDemoPoints(db);
  // Finished sessions with transcripts, money and reviews (issue 10), after the counselors.
  await seedSessionHistory(db, now());
  // 별빛's settled months, client notes and calendar exceptions (issue 11), after its history.
  await seedBackOffice(db, now());
  // Notices, events, FAQs, the policy pages and demo-user's claims (issue 12).
  await seedContent(db, now());
  await createAppMetaRepository(db).set('seed_version', SEED_VERSION);
}
