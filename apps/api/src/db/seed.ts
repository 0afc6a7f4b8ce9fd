import { createAppMetaRepository } from '../repositories/app-meta-repository';
import { createCounselorsRepository } from '../repositories/counselors-repository';
import { createRouteRulesRepository, type RouteRule } from '../repositories/route-rules-repository';
import { createUsersRepository } from '../repositories/users-repository';
import { hashPassword } from '../services/passwords';
import type { AppDb } from './database';

// Bump when the seed gains rows, so a database can tell which seed it last received.
export const SEED_VERSION = '2';

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

/** Runs after migrations on every start; inserting only what is missing keeps it idempotent. */
export async function seed(db: AppDb): Promise<void> {
  await createRouteRulesRepository(db).insertMissing(SEEDED_ROUTE_RULES);
  for (const account of DEMO_ACCOUNTS) await seedDemoAccount(db, account);
  await createAppMetaRepository(db).set('seed_version', SEED_VERSION);
}
