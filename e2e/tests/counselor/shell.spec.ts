import { expect, type Page, test } from '@playwright/test';
import { E2E } from '../../support/addresses';

const DARK_NIGHT_BACKGROUND = 'rgb(14, 20, 32)';
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';

// Every /counselor page needs the COUNSELOR role since issue 3.
async function loginAsCounselor(page: Page) {
  await page.goto(`${E2E.counselor}/login`);
  await page.getByLabel('아이디').fill('demo-counselor');
  await page.getByLabel('비밀번호').fill('demo1234!');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(`${E2E.counselor}/counselor`);
}

test('the counselor app opens /counselor in Korean with the title suffix @desktop', async ({
  page,
}) => {
  await loginAsCounselor(page);
  await page.goto(`${E2E.counselor}/`);
  await expect(page).toHaveURL(`${E2E.counselor}/counselor`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page).toHaveTitle('상담사센터 | 아르카나');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /오늘도 편안한 상담을 준비해요$/,
  );
  await expect(page.locator('[data-layout="counselor"]')).toBeVisible();
});

test('the back office uses its own dark theme and keeps its own settings', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await loginAsCounselor(page);
  await page.goto(`${E2E.counselor}/counselor`);
  const body = page.locator('body');
  await expect(body).toHaveCSS('background-color', DARK_NIGHT_BACKGROUND);

  await page.getByRole('radio', { name: /라이트/ }).click();
  await expect(body).toHaveCSS('background-color', LIGHT_BACKGROUND);
  await page.reload();
  await expect(body).toHaveCSS('background-color', LIGHT_BACKGROUND);
});

test('an unknown counselor path shows the not-found page', async ({ page }) => {
  await loginAsCounselor(page);
  await page.goto(`${E2E.counselor}/counselor/nothing-here`);
  await expect(page).toHaveTitle('페이지를 찾을 수 없어요 | 아르카나');
  await page.getByRole('link', { name: '홈으로' }).click();
  await expect(page).toHaveURL(`${E2E.counselor}/counselor`);
});
