import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { silentLogger } from '../../lib/logger';
import type { AppProviders } from '../../providers/app-providers';
import { insertTestCounselor, type TestCounselor } from '../../test/counselors';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { jsonCaller } from '../../test/json-call';
import { insertTestUpload } from '../../test/uploads';
import { login, TEST_PASSWORD } from '../../test/users';

// The counselor-office tests' app: a test database, an app whose clock the test moves, and
// counselors of the test's own, logged in.

export type OfficeHarness = Awaited<ReturnType<typeof createOfficeHarness>>;

export async function createOfficeHarness(providers: AppProviders = {}) {
  const database: Database = await createTestDatabase();
  let time = Date.now();
  const app = createApp({
    env: testEnv(),
    database,
    logger: silentLogger,
    now: () => new Date(time),
    providers,
  });
  const call = jsonCaller(app);
  const { db } = database;

  return {
    database,
    db,
    app,
    call,
    /** Moves the app's clock forward. */
    advance(ms: number) {
      time += ms;
    },
    /** A listed counselor of the test's own and its access token. */
    async counselor(
      values: Parameters<typeof insertTestCounselor>[1] = {},
    ): Promise<TestCounselor & { token: string }> {
      const counselor = await insertTestCounselor(db, values);
      const { accessToken } = await login(app, counselor.username, TEST_PASSWORD);
      return { ...counselor, token: accessToken };
    },
    /** A public image upload owned by `userId`, as POST /api/client/uploads would store it. */
    upload: (userId: number): Promise<string> => insertTestUpload(db, userId),
    close: () => database.close(),
  };
}
