import type { LoginResponse } from '@arcana/domain';
import type { AppDb } from '../db/database';
import { createUsersRepository, hashPassword, type UserRow } from '../features/accounts';

export const TEST_PASSWORD = 'password1';

// One Argon2 hash per test process: creating many users stays cheap.
let testPasswordHash: Promise<string> | undefined;
let counter = 0;

/** A fresh account whose password is TEST_PASSWORD; username and mobile are unique. */
export async function createTestUser(
  db: AppDb,
  values: { username?: string; roles?: string[]; enabled?: boolean } = {},
): Promise<UserRow> {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  counter += 1;
  const suffix = `${process.pid % 10_000}${String(counter).padStart(4, '0')}`;
  return createUsersRepository(db).insert({
    username: values.username ?? `tester_${suffix}`,
    passwordHash: await testPasswordHash,
    name: '테스트 사용자',
    displayName: '테스터',
    mobile: `019${suffix.padStart(8, '0').slice(-8)}`,
    roles: values.roles ?? ['USER'],
    enabled: values.enabled ?? true,
  });
}

type Requester = { request(path: string, init?: RequestInit): Response | Promise<Response> };

/** POST /api/auth/login and the parsed answer; throws when the login is refused. */
export async function login(
  app: Requester,
  username: string,
  password: string,
  extra: { rememberMe?: boolean; fcmToken?: string; appVersion?: string } = {},
): Promise<LoginResponse> {
  const response = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password, ...extra }),
  });
  if (response.status !== 200) {
    throw new Error(`login as ${username} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as LoginResponse;
}

export function bearer(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}
