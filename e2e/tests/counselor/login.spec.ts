import { expect, type Page, test } from '@playwright/test';
import { E2E } from '../../support/addresses';

async function login(page: Page, username: string) {
  await page.getByLabel('아이디').fill(username);
  await page.getByLabel('비밀번호').fill('demo1234!');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

test('a guest on /counselor is sent to the counselor login', async ({ page }) => {
  await page.goto(`${E2E.counselor}/counselor`);

  await expect(page).toHaveURL(`${E2E.counselor}/login?redirectUri=%2Fcounselor`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('상담사센터 로그인');
  await expect(page).toHaveTitle('상담사 로그인 | 아르카나');
});

test('a plain user is refused in Korean with a link to apply', async ({ page }) => {
  await page.goto(`${E2E.counselor}/counselor`);
  await login(page, 'demo-user');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('상담사만 이용할 수 있어요');
  await expect(page.getByRole('link', { name: '상담사 신청하기' })).toHaveAttribute(
    'href',
    /\/counselor\/application$/,
  );
});

test('demo-counselor is admitted, sees their name, and logs out @desktop', async ({ page }) => {
  await page.goto(`${E2E.counselor}/counselor`);
  await login(page, 'demo-counselor');

  await expect(page).toHaveURL(`${E2E.counselor}/counselor`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /오늘도 편안한 상담을 준비해요$/,
  );
  await expect(page.getByText('데모 상담사님')).toBeVisible();

  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(`${E2E.counselor}/login?redirectUri=%2Fcounselor`);
  await expect
    .poll(async () => {
      const cookies = await page.context().cookies(E2E.counselor);
      return cookies.some((cookie) => cookie.name === 'accessToken');
    })
    .toBe(false);
});
