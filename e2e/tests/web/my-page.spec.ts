import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E } from '../../support/addresses';

// My page (issue 3): every flow that changes an account runs on a user joined for that test
// through the api, so the seeded demo-user stays as other suites expect it.

type Login = {
  user: { id: number; name: string; displayName: string; mobile: string };
  accessToken: string;
  refreshToken: string;
  issuedAt: number;
  expiresIn: number;
};

type Account = { username: string; password: string; mobile: string; login: Login };

async function codeFor(request: APIRequestContext, mobile: string): Promise<string> {
  const outbox = await request.get(`${E2E.api}/api/dev/outbox?to=${mobile}`);
  expect(outbox.status()).toBe(200);
  const [latest] = (await outbox.json()) as { code: string }[];
  if (!latest) throw new Error(`no code was sent to ${mobile}`);
  return latest.code;
}

async function joinFreshUser(request: APIRequestContext): Promise<Account> {
  const mobile = `010${String(randomInt(10_000_000, 100_000_000))}`;
  const username = `e2e_me_${randomInt(1_000_000, 10_000_000)}`;
  const password = 'mypage1234';
  const sent = await request.post(`${E2E.api}/api/auth/mobile/send-code`, {
    data: { mobile, purpose: 'JOIN' },
  });
  expect(sent.status()).toBe(200);
  const verified = await request.post(`${E2E.api}/api/auth/mobile/verify`, {
    data: { mobile, code: await codeFor(request, mobile), purpose: 'JOIN' },
  });
  expect(verified.status()).toBe(200);
  const { verificationToken } = (await verified.json()) as { verificationToken: string };
  const joined = await request.post(`${E2E.api}/api/auth/join`, {
    data: {
      username,
      password,
      name: '마이 테스트',
      mobile,
      verificationToken,
      agreements: { terms: true, privacy: true },
    },
  });
  expect(joined.status()).toBe(201);
  return { username, password, mobile, login: (await joined.json()) as Login };
}

async function loginByApi(request: APIRequestContext, username: string, password: string) {
  const response = await request.post(`${E2E.api}/api/auth/login`, {
    data: { username, password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Login;
}

/** Puts the tokens where the api-client's token store keeps them (cookie + local storage). */
async function signIn(page: Page, login: Login) {
  await page
    .context()
    .addCookies([
      { name: 'accessToken', value: login.accessToken, url: E2E.web, sameSite: 'Strict' },
    ]);
  await page.addInitScript(
    (tokens) => {
      if (!localStorage.getItem('arcana.auth')) {
        localStorage.setItem('arcana.auth', JSON.stringify(tokens));
      }
    },
    {
      refreshToken: login.refreshToken,
      issuedAt: login.issuedAt,
      expiresIn: login.expiresIn,
    },
  );
}

/** A real PNG (a 64×64 purple square) built with zlib, so the api's image pipeline accepts it. */
function purplePng(size = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3)]);
  for (let x = 0; x < size; x += 1) row.set([165, 47, 208], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test("demo-user's my page shows the profile card with the masked mobile", async ({ page }) => {
  await signIn(page, await loginByApi(page.request, 'demo-user', 'demo1234!'));
  await page.goto('/me');

  await expect(page).toHaveTitle('마이페이지 | 아르카나');
  await expect(page.locator('[data-layout="mypage"]')).toBeVisible();
  const card = page.getByTestId('profile-card');
  // The initials stand in for the missing picture, so the name is read from its own line.
  await expect(card.getByRole('paragraph').filter({ hasText: /^데모$/ })).toBeVisible();
  await expect(card.getByText('데모 사용자')).toBeVisible();
  await expect(card.getByText('010-****-0001')).toBeVisible();
  for (const item of [
    '내 프로필 수정',
    '휴대전화번호 수정',
    '연락처 정보',
    '소셜 로그인 연동',
    '알림 설정',
  ]) {
    await expect(page.getByRole('link', { name: item })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  await expect(page.getByRole('button', { name: '회원 탈퇴' })).toBeVisible();
});

test('profile edit with an image upload shows the new name and picture on /me @desktop', async ({
  page,
}) => {
  const account = await joinFreshUser(page.request);
  await signIn(page, account.login);
  await page.goto('/me/profile');

  await expect(page.locator('[data-layout="content"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('내 프로필 수정');
  await expect(page.getByRole('link', { name: '마이페이지로' })).toHaveAttribute('href', '/me');

  const uploaded = page.waitForResponse(
    (response) => response.url().endsWith('/api/client/me/profile-image') && response.ok(),
  );
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: purplePng() });
  await uploaded;
  await expect(page.getByText('프로필 사진을 바꿨어요.')).toBeVisible();
  await expect(page.getByRole('button', { name: '사진 삭제' })).toBeVisible();
  // On a 390 px screen the toast sits over 저장하기, and a pointer resting on it pauses its timer
  // (sonner pauses on hover): let it close (SPEC §9: 2 s) before pressing the button below it.
  await expect(page.getByText('프로필 사진을 바꿨어요.')).toBeHidden();

  // The schema's Korean message shows before any call.
  await page.getByLabel('닉네임').fill('하');
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page.getByText('닉네임은 2자 이상이어야 해요.')).toBeVisible();

  await page.getByLabel('이름', { exact: true }).fill('김하늘');
  await page.getByLabel('닉네임').fill('하늘별');
  await page.getByRole('button', { name: '저장하기' }).click();

  await expect(page).toHaveURL('/me');
  const card = page.getByTestId('profile-card');
  await expect(card.getByText('하늘별')).toBeVisible();
  await expect(card.getByText('김하늘')).toBeVisible();
  const picture = card.getByRole('img', { name: '하늘별님의 프로필 사진' });
  await expect(picture).toHaveAttribute('src', /\/api\/public\/files\//);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
});

test('a notification switch keeps its new state after a reload', async ({ page }) => {
  const account = await joinFreshUser(page.request);
  await signIn(page, account.login);
  await page.goto('/me/notifications/settings');

  await expect(page.getByRole('switch')).toHaveCount(6);
  // Joined without the marketing agreement: the ad switches start off.
  const adPush = page.getByRole('switch', { name: '광고 푸시' });
  await expect(adPush).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: '알림 푸시' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/client/me/notification-settings') && response.ok(),
  );
  await adPush.click();
  await expect(adPush).toHaveAttribute('aria-checked', 'true');
  await saved;

  await page.reload();
  await expect(page.getByRole('switch', { name: '광고 푸시' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('switch', { name: '광고 이메일' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
});

test('social linking says so when no provider is configured', async ({ page }) => {
  const account = await joinFreshUser(page.request);
  await signIn(page, account.login);
  await page.goto('/me');
  await page.getByRole('link', { name: '소셜 로그인 연동' }).click();

  await expect(page).toHaveURL('/me/socials');
  await expect(page.getByText('현재 연결할 수 있는 소셜 로그인이 없어요.')).toBeVisible();
  await page.getByRole('link', { name: '마이페이지로' }).click();
  await expect(page).toHaveURL('/me');
});

test('identity verification through the test page marks the user verified once', async ({
  page,
}) => {
  const account = await joinFreshUser(page.request);
  await signIn(page, account.login);
  await page.goto('/me');
  await page.getByRole('link', { name: /본인인증/ }).click();

  await expect(page).toHaveURL('/_test/identity-verification?returnTo=%2Fme');
  await expect(page.getByLabel('이름')).toHaveValue('마이 테스트');
  await page.getByLabel('생년월일').fill('1990-05-17');

  // A failed verification leaves the user unverified and says what to do.
  await page.getByLabel('실패').check();
  await page.getByRole('button', { name: '본인인증 하기' }).click();
  await expect(page.getByTestId('identity-failed')).toBeVisible();

  await page.getByLabel('성공').check();
  await page.getByRole('button', { name: '본인인증 하기' }).click();
  await expect(page.getByTestId('identity-result')).toContainText('본인인증을 마쳤어요.');

  // The page returns by itself to returnTo.
  await expect(page).toHaveURL('/me');
  await expect(page.getByText('완료', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /본인인증/ })).toHaveCount(0);

  await page.goto('/_test/identity-verification?returnTo=/me');
  await expect(page.getByTestId('identity-already')).toContainText('이미 본인인증을 마쳤어요.');
  await page.getByRole('button', { name: '돌아가기' }).click();
  await expect(page).toHaveURL('/me');
});

test('deleting the account ends at /deletion-complete and the old password no longer logs in', async ({
  page,
}) => {
  const account = await joinFreshUser(page.request);
  await signIn(page, account.login);
  await page.goto('/me');

  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  const dialog = page.getByRole('dialog', { name: '정말 탈퇴할까요?' });
  await expect(dialog).toBeVisible();
  // Cancelling keeps everything as it was.
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '탈퇴하기' }).click();

  await expect(page).toHaveURL('/deletion-complete');
  const cookies = await page.context().cookies(E2E.web);
  expect(cookies.find((cookie) => cookie.name === 'accessToken')).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('arcana.auth'))).toBeNull();

  const login = await page.request.post(`${E2E.api}/api/auth/login`, {
    data: { username: account.username, password: account.password },
  });
  expect(login.status()).toBe(401);
  // The old access token died with the account too.
  const me = await page.request.get(`${E2E.api}/api/client/me`, {
    headers: { authorization: `Bearer ${account.login.accessToken}` },
  });
  expect(me.status()).toBe(401);
});
