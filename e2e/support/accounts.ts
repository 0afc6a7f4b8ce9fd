import { randomInt } from 'node:crypto';
import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test';
import { E2E } from './addresses';

// Accounts and test data made through the api, shared by the suites. Tests that change state or
// count something (notifications, sessions, badges) use an account of their own, so tests running
// side by side never see each other's notifications or active-session alerts.

export type Login = {
  user: { id: number; name: string; displayName: string; mobile: string; roles: string[] };
  accessToken: string;
  refreshToken: string;
  issuedAt: number;
  expiresIn: number;
};

export type Account = { username: string; password: string; mobile: string; login: Login };

export function bearer(login: Login): { authorization: string } {
  return { authorization: `Bearer ${login.accessToken}` };
}

async function latestCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`${E2E.api}/api/dev/outbox?to=${mobile}`);
      const entries = (await response.json()) as { code: string }[];
      code = entries[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** A new USER joined through the api (SMS code from the dev outbox), logged in. */
export async function joinFreshUser(
  request: APIRequestContext,
  name = '알림 테스트',
): Promise<Account> {
  const mobile = `010${String(randomInt(10_000_000, 100_000_000))}`;
  const username = `e2e_${randomInt(1_000_000, 10_000_000)}${randomInt(0, 1000)}`;
  const password = 'notify1234';
  const sent = await request.post(`${E2E.api}/api/auth/mobile/send-code`, {
    data: { mobile, purpose: 'JOIN' },
  });
  expect(sent.status()).toBe(200);
  const verified = await request.post(`${E2E.api}/api/auth/mobile/verify`, {
    data: { mobile, code: await latestCode(request, mobile), purpose: 'JOIN' },
  });
  expect(verified.status()).toBe(200);
  const { verificationToken } = (await verified.json()) as { verificationToken: string };
  const joined = await request.post(`${E2E.api}/api/auth/join`, {
    data: {
      username,
      password,
      name,
      mobile,
      verificationToken,
      agreements: { terms: true, privacy: true },
    },
  });
  expect(joined.status()).toBe(201);
  return { username, password, mobile, login: (await joined.json()) as Login };
}

/** A new counselor of its own: a fresh user given the COUNSELOR role (POST /api/dev/counselors). */
export async function joinFreshCounselor(
  request: APIRequestContext,
): Promise<Account & { counselorId: number }> {
  const account = await joinFreshUser(request, '알림 상담사');
  const made = await request.post(`${E2E.api}/api/dev/counselors`, {
    data: { userId: account.login.user.id },
  });
  expect(made.status()).toBe(201);
  const { counselorId } = (await made.json()) as { counselorId: number };
  return { ...account, counselorId };
}

export async function loginByApi(
  request: APIRequestContext,
  username: string,
  password: string,
  api: string = E2E.api,
): Promise<Login> {
  const response = await request.post(`${api}/api/auth/login`, {
    data: { username, password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Login;
}

/**
 * Puts the tokens where the api-client's token store keeps them: the accessToken cookie of the
 * app's origin and `arcana.auth` in its local storage (for every page of the context).
 */
export async function signIn(
  context: BrowserContext,
  login: Login,
  origin: string = E2E.web,
): Promise<void> {
  await context.addCookies([
    { name: 'accessToken', value: login.accessToken, url: origin, sameSite: 'Strict' },
  ]);
  await context.addInitScript(
    (tokens) => {
      if (!localStorage.getItem('arcana.auth')) {
        localStorage.setItem('arcana.auth', JSON.stringify(tokens));
      }
    },
    { refreshToken: login.refreshToken, issuedAt: login.issuedAt, expiresIn: login.expiresIn },
  );
}

export type Audience = 'USER' | 'COUNSELOR';

export type CreatedNotification = {
  id: number;
  type: string;
  title: string;
  content: string;
  createdAt: string;
  read: boolean;
  link: string | null;
};

/** POST /api/dev/notifications: any type for anyone; it streams like a real one. */
export async function createNotification(
  request: APIRequestContext,
  body: {
    audience: Audience;
    userId: number;
    type: string;
    title: string;
    content?: string;
    link?: string | null;
  },
  api: string = E2E.api,
): Promise<CreatedNotification> {
  const response = await request.post(`${api}/api/dev/notifications`, {
    data: { content: '', link: null, ...body },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as CreatedNotification;
}

/** POST …/sse/{user|counselor}/notifications/test?title=&message= as the given login. */
export async function sendTestNotification(
  request: APIRequestContext,
  login: Login,
  audience: Audience,
  title: string,
  message: string,
  api: string = E2E.api,
): Promise<CreatedNotification> {
  const path = audience === 'USER' ? 'user' : 'counselor';
  const response = await request.post(
    `${api}/api/client/sse/${path}/notifications/test?${new URLSearchParams({ title, message })}`,
    { headers: bearer(login) },
  );
  expect(response.status()).toBe(201);
  return (await response.json()) as CreatedNotification;
}

export type CreatedSession = { id: number; status: string; startTime: string | null };

/** POST /api/dev/sessions (type = counselingType; it notifies both sides). */
export async function createSession(
  request: APIRequestContext,
  body: {
    userId: number;
    counselorId: number;
    status: string;
    startTime: string | null;
    type?: 'CHAT' | 'CALL' | 'VIDEO';
  },
): Promise<CreatedSession> {
  const response = await request.post(`${E2E.api}/api/dev/sessions`, {
    data: { type: 'CHAT', ...body },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as CreatedSession;
}

/** GET …/connection-status of the login's stream(s). */
export async function connectionStatus(
  request: APIRequestContext,
  login: Login,
  audience: Audience,
  api: string = E2E.api,
): Promise<{ connected: boolean; connections: number }> {
  const path = audience === 'USER' ? 'user' : 'counselor';
  const response = await request.get(
    `${api}/api/client/sse/${path}/notifications/connection-status`,
    { headers: bearer(login) },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as { connected: boolean; connections: number };
}
