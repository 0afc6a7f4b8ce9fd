import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsersRepository } from '../features/accounts/users-repository';
import { createTestDatabase } from '../test/db';
import type { Database } from './database';
import { uniqueViolationConstraint } from './unique-violation';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function insertError(values: { username: string; mobile: string }): Promise<unknown> {
  return createUsersRepository(database.db)
    .insert({ ...values, name: '중복', displayName: '중복' })
    .then(
      () => undefined,
      (error: unknown) => error,
    );
}

// The race-safe 409s of join and mobile change rest on reading the constraint name out of the
// driver's error, on PGlite and on PostgreSQL alike.
describe('uniqueViolationConstraint', () => {
  it('names the username and mobile constraints', async () => {
    expect(await insertError({ username: 'unique_one', mobile: '01090000001' })).toBeUndefined();
    const username = await insertError({ username: 'unique_one', mobile: '01090000002' });
    expect(uniqueViolationConstraint(username)).toBe('users_username_unique');
    const mobile = await insertError({ username: 'unique_two', mobile: '01090000001' });
    expect(uniqueViolationConstraint(mobile)).toBe('users_mobile_unique');
  });

  it('is undefined for anything else', () => {
    expect(uniqueViolationConstraint(new Error('boom'))).toBeUndefined();
    expect(uniqueViolationConstraint({ code: '23503' })).toBeUndefined();
    expect(uniqueViolationConstraint(null)).toBeUndefined();
  });
});
