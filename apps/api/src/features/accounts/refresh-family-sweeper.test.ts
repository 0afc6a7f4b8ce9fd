import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { refreshTokens } from '../../db/schema';
import { silentLogger } from '../../lib/logger';
import { createScheduler, type Scheduler } from '../../lib/scheduler';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { createTestUser } from '../../test/users';

// The hourly sweep of refresh-token families that ended over 30 days ago, on a moved clock. A
// family ends at its expiry, or earlier when every one of its tokens was revoked.

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2031-06-01T00:00:00.000Z');
const at = (days: number) => new Date(NOW + days * DAY);

let database: Database;
let scheduler: Scheduler;
let userId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const clock = () => new Date(NOW);
  scheduler = createScheduler({ db: database.db, now: clock, logger: silentLogger });
  createApp({ env: testEnv(), database, logger: silentLogger, now: clock, scheduler });
  userId = (await createTestUser(database.db)).id;
});

afterAll(async () => {
  await scheduler.stop();
  await database.close();
});

/** A family of `tokens` tokens expiring (the family) at `familyExpiresAt`. */
async function family(
  name: string,
  familyExpiresAt: Date,
  tokens: Array<{ revokedAt?: Date }> = [{}],
): Promise<string> {
  const familyId = randomUUID();
  for (const [index, token] of tokens.entries()) {
    await database.db.insert(refreshTokens).values({
      familyId,
      userId,
      tokenHash: `${name}-${index}-${familyId}`,
      rememberMe: true,
      expiresAt: familyExpiresAt,
      familyExpiresAt,
      revokedAt: token.revokedAt ?? null,
    });
  }
  return familyId;
}

async function familiesLeft(): Promise<Map<string, number>> {
  const rows = await database.db.select({ familyId: refreshTokens.familyId }).from(refreshTokens);
  const counts = new Map<string, number>();
  for (const { familyId } of rows) counts.set(familyId, (counts.get(familyId) ?? 0) + 1);
  return counts;
}

describe('the sweep of ended refresh-token families', () => {
  it('deletes families (all their tokens) that ended over 30 days ago, and nothing else', async () => {
    const expired29 = await family('expired-29', at(-29), [{}, {}]);
    const expired31 = await family('expired-31', at(-31), [{}, {}, {}]);
    const live = await family('live', at(300));
    const revokedRecently = await family('revoked-10', at(200), [
      { revokedAt: at(-10) },
      { revokedAt: at(-10) },
    ]);
    const revokedLongAgo = await family('revoked-31', at(200), [
      { revokedAt: at(-40) },
      { revokedAt: at(-31) },
    ]);
    // One token revoked long ago, one still usable: the family has not ended.
    const partlyRevoked = await family('partly', at(200), [{ revokedAt: at(-40) }, {}]);

    await scheduler.runDue();

    const left = await familiesLeft();
    expect(left.get(expired29)).toBe(2);
    expect(left.has(expired31)).toBe(false);
    expect(left.get(live)).toBe(1);
    expect(left.get(revokedRecently)).toBe(2);
    expect(left.has(revokedLongAgo)).toBe(false);
    expect(left.get(partlyRevoked)).toBe(2);
  });
});
