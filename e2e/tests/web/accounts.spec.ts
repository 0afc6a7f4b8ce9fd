import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';

// Accounts end to end (issue 3): join with an SMS code from the dev outbox, login with and
// without 로그인 상태 유지, logout, forgot ID, reset password and the guarded /me.

const DAY_SECONDS = 86_400;
const YEAR_SECONDS = 31_536_000;

function uniqueMobile(): string {
  return `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

function uniqueUsername(): string {
  return `e2e_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

async function latestCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${mobile}`);
      const entries = (await response.json()) as { code: string }[];
      code = entries[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * Fills the mobile step of any account form and, unless the screen moves on at once (forgot ID
 * shows its answer straight away), waits until it says the number is verified.
 */
async function verifyMobile(page: Page, mobile: string, waitVerified = true): Promise<void> {
  await page.getByLabel('휴대전화번호').fill(mobile);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByText('인증번호를 보냈어요. 3분 안에 입력해 주세요.')).toBeVisible();
  await page.getByLabel('인증번호', { exact: true }).fill(await latestCode(page.request, mobile));
  await page.getByRole('button', { name: '확인', exact: true }).click();
  if (waitVerified) await expect(page.getByText('휴대전화 인증을 마쳤어요.')).toBeVisible();
}

/** An account of its own per test, made through the api, so tests never share a password. */
async function createAccount(request: APIRequestContext) {
  const mobile = uniqueMobile();
  const username = uniqueUsername();
  const password = 'start1234!';
  await request.post('/api/auth/mobile/send-code', { data: { mobile, purpose: 'JOIN' } });
  const code = await latestCode(request, mobile);
  const verified = await request.post('/api/auth/mobile/verify', {
    data: { mobile, code, purpose: 'JOIN' },
  });
  const { verificationToken } = (await verified.json()) as { verificationToken: string };
  const joined = await request.post('/api/auth/join', {
    data: {
      username,
      password,
      name: '테스트 사용자',
      mobile,
      verificationToken,
      agreements: { terms: true, privacy: true },
    },
  });
  expect(joined.status()).toBe(201);
  return { mobile, username, password };
}

async function accessCookie(context: BrowserContext) {
  const cookies = await context.cookies();
  return cookies.find((cookie) => cookie.name === 'accessToken');
}

/** document.cookie reaches the browser's cookie store asynchronously: wait for it to settle. */
async function settledAccessCookie(context: BrowserContext, present: boolean) {
  await expect.poll(async () => (await accessCookie(context)) !== undefined).toBe(present);
  return accessCookie(context);
}

async function login(page: Page, username: string, password: string, rememberMe: boolean) {
  await page.getByLabel('아이디').fill(username);
  await page.getByLabel('비밀번호').fill(password);
  if (rememberMe) await page.getByRole('checkbox', { name: '로그인 상태 유지' }).check();
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

test('join with a code from the outbox lands logged in on /', async ({ page }) => {
  const mobile = uniqueMobile();
  const username = uniqueUsername();
  await page.goto('/auth/join');
  await page.getByRole('link', { name: '아이디로 가입하기' }).click();
  await expect(page).toHaveURL(/\/auth\/join\/mobile$/);

  await verifyMobile(page, mobile);
  await page.getByLabel('아이디').fill(username);
  await page.getByRole('button', { name: '중복 확인' }).click();
  await expect(page.getByText('사용할 수 있는 아이디예요.')).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill('join1234!');
  await page.getByLabel('비밀번호 확인').fill('join1234!');
  await page.getByLabel('이름').fill('김하늘');
  await page.getByRole('checkbox', { name: '전체 동의' }).check();
  await expect(page.getByRole('checkbox', { name: '이용약관 동의 (필수)' })).toBeChecked();
  await page.getByRole('button', { name: '가입하기' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /님의 마이페이지$/ })).toBeVisible();
  expect(await settledAccessCookie(page.context(), true)).toBeDefined();
});

test('join refuses a wrong code and a password confirmation that differs', async ({ page }) => {
  const mobile = uniqueMobile();
  await page.goto('/auth/join/mobile');
  await page.getByLabel('휴대전화번호').fill(mobile);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  const code = await latestCode(page.request, mobile);
  await page.getByLabel('인증번호', { exact: true }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByLabel('인증번호', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await page.getByLabel('인증번호', { exact: true }).fill(code);
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByText('휴대전화 인증을 마쳤어요.')).toBeVisible();
  await page.getByLabel('아이디').fill(uniqueUsername());
  await page.getByLabel('비밀번호', { exact: true }).fill('join1234!');
  await page.getByLabel('비밀번호 확인').fill('join1234?');
  await page.getByLabel('이름').fill('김하늘');
  await page.getByRole('button', { name: '가입하기' }).click();

  await expect(page.getByText('비밀번호가 서로 달라요. 다시 확인해 주세요.')).toBeVisible();
  await expect(page.getByText('이용약관에 동의해 주세요.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/join\/mobile$/);
});

test('login without 로그인 상태 유지 keeps the token one day, with it one year', async ({
  page,
  context,
}) => {
  const account = await createAccount(page.request);

  await page.goto('/login');
  await login(page, account.username, account.password, false);
  await expect(page).toHaveURL(/\/$/);
  let cookie = await settledAccessCookie(context, true);
  expect(cookie?.sameSite).toBe('Strict');
  expect(cookie?.path).toBe('/');
  expect(cookie?.secure).toBe(false);
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(DAY_SECONDS - 120);
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeLessThan(DAY_SECONDS + 120);

  // Logout from /me goes home (SPEC §2) and forgets the token.
  await page.goto('/me');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
  expect(await settledAccessCookie(context, false)).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('arcana.auth'))).toBeNull();

  await page.goto('/login');
  await login(page, account.username, account.password, true);
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(async () => ((await accessCookie(context))?.expires ?? 0) - Date.now() / 1000)
    .toBeGreaterThan(YEAR_SECONDS - 120);
  cookie = await accessCookie(context);
  expect(cookie?.sameSite).toBe('Strict');
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(YEAR_SECONDS - 120);
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeLessThan(YEAR_SECONDS + 120);
});

test('a wrong password is answered inline in Korean', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'demo-user', 'not-the-password1', false);

  await expect(page.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 맞지 않아요.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a guest on /me goes to /login?redirectUri=%2Fme and back after login', async ({ page }) => {
  await page.goto('/me');
  await expect(page).toHaveURL(/\/login\?redirectUri=%2Fme$/);

  await login(page, 'demo-user', 'demo1234!', false);
  await expect(page).toHaveURL(/\/me$/);
});

test('forgot ID shows the masked ID joined with the verified mobile', async ({ page }) => {
  const account = await createAccount(page.request);
  await page.goto('/login');
  await page.getByRole('link', { name: '아이디 찾기' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-id$/);

  await verifyMobile(page, account.mobile, false);

  await expect(page.getByRole('heading', { name: '가입된 아이디예요' })).toBeVisible();
  const shown = await page.getByRole('listitem').first().textContent();
  expect(shown?.length).toBe(account.username.length);
  expect(shown?.slice(0, 2)).toBe(account.username.slice(0, 2));
  expect(shown).toContain('*');
});

test('forgot ID says so when no account uses the number', async ({ page }) => {
  await page.goto('/auth/forgot-id');
  await verifyMobile(page, uniqueMobile(), false);

  await expect(page.getByRole('heading', { name: '가입된 아이디가 없어요' })).toBeVisible();
});

test('reset password, then the new password logs in and the old one does not', async ({ page }) => {
  const account = await createAccount(page.request);
  await page.goto('/login');
  await page.getByRole('link', { name: '비밀번호 찾기' }).click();
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  // The address changes before the new page draws: the login form's 아이디 is still there.
  await expect(page.getByRole('heading', { level: 1, name: '비밀번호 찾기' })).toBeVisible();

  await page.getByLabel('아이디').fill(account.username);
  await verifyMobile(page, account.mobile);
  await page.getByLabel('새 비밀번호', { exact: true }).fill('renewed1234!');
  await page.getByLabel('새 비밀번호 확인').fill('renewed1234!');
  await page.getByRole('button', { name: '비밀번호 바꾸기' }).click();
  await expect(page.getByRole('heading', { name: '비밀번호를 바꿨어요' })).toBeVisible();

  await page.getByRole('link', { name: '로그인하기' }).click();
  await login(page, account.username, account.password, false);
  await expect(page.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 맞지 않아요.');
  await page.getByLabel('비밀번호').fill('renewed1234!');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the done screens read in Korean with a way home', async ({ page }) => {
  await page.goto('/deletion-complete');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('탈퇴가 완료되었어요');
  await page.getByRole('link', { name: '홈으로' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/logout-complete');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('로그아웃했어요');
});
