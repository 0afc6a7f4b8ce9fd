import { createAppMetaRepository } from '../repositories/app-meta-repository';
import { createRouteRulesRepository, type RouteRule } from '../repositories/route-rules-repository';
import type { AppDb } from './database';

// Bump when the seed gains rows, so a database can tell which seed it last received.
export const SEED_VERSION = '1';

// SPEC §2: /introduce and /welcome have no screen of their own; they forward.
export const SEEDED_ROUTE_RULES: readonly RouteRule[] = [
  { path: '/introduce', redirectTo: '/help/introduce', permanent: false },
  { path: '/welcome', redirectTo: '/', permanent: false },
];

/** Runs after migrations on every start; inserting only what is missing keeps it idempotent. */
export async function seed(db: AppDb): Promise<void> {
  await createRouteRulesRepository(db).insertMissing(SEEDED_ROUTE_RULES);
  await createAppMetaRepository(db).set('seed_version', SEED_VERSION);
}
