import type { AppDb } from '../../db/database';
import type { Scheduler } from '../../lib/scheduler';
import { createRefreshTokensRepository } from './refresh-tokens-repository';

export const SWEEP_REFRESH_FAMILIES_JOB = 'accounts.sweep-refresh-families';
/** How long an ended login family is kept: a replayed token is still recognised as its own. */
export const ENDED_FAMILY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 500;

/**
 * Hourly: deletes every refresh-token family (all its tokens) that ended over 30 days ago. A
 * family ends when it expires (30 days, or a year when remembered) or, earlier, when all of
 * its tokens were revoked (logout, a detected reuse, a password change).
 */
export function registerRefreshFamilySweeper({
  db,
  scheduler,
}: {
  db: AppDb;
  scheduler: Scheduler;
}) {
  const refreshTokens = createRefreshTokensRepository(db);
  scheduler.register(SWEEP_REFRESH_FAMILIES_JOB, async (_job, { now }) => {
    const cutoff = new Date(now.getTime() - ENDED_FAMILY_RETENTION_MS);
    while ((await refreshTokens.deleteFamiliesEndedBefore(cutoff, SWEEP_BATCH)) === SWEEP_BATCH) {
      // another batch
    }
  });
  scheduler.every(SWEEP_REFRESH_FAMILIES_JOB, SWEEP_INTERVAL_MS);
}
