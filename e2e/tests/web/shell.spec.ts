import { expect, test } from '@playwright/test';

// Background colours of the three themes (packages/ui theme files).
const DARK_LEE_BACKGROUND = 'rgb(15, 20, 18)';
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';

test('the web app loads in Korean with the product title suffix @desktop', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page).toHaveTitle('AI 타로와 1:1 상담 | 아르카나');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '오늘의 마음, 카드에게 먼저 물어보세요',
  );
  await expect(page.locator('[data-layout="subpage-home"]')).toBeVisible();
});

test('auto theme follows the system preference live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const body = page.locator('body');
  await expect(body).toHaveCSS('background-color', DARK_LEE_BACKGROUND);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(body).toHaveCSS('background-color', LIGHT_BACKGROUND);
});

test('a chosen theme changes the colours and survives a reload @desktop', async ({ page }) => {
  const footerChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/FooterContent-[\w-]+\.js$/.test(request.url())) footerChunks.push(request.url());
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const body = page.locator('body');
  await expect(body).toHaveCSS('background-color', DARK_LEE_BACKGROUND);

  // The switch is in the footer, which the build drew into the page: its code loads only when
  // the reader scrolls near it, and until then a click does nothing.
  const footer = page.getByRole('contentinfo');
  const themes = footer.getByRole('radiogroup', { name: '화면 테마' });
  await expect(themes.getByRole('radio')).toHaveText(['자동', '라이트', '다크']);
  expect(footerChunks).toEqual([]);
  await footer.scrollIntoViewIfNeeded();
  const light = themes.getByRole('radio', { name: /라이트/ });
  await expect(async () => {
    await light.click();
    await expect(light).toHaveAttribute('aria-checked', 'true', { timeout: 500 });
  }).toPass();
  expect(footerChunks).toHaveLength(1);
  await expect(body).toHaveCSS('background-color', LIGHT_BACKGROUND);

  await page.reload();
  await expect(body).toHaveCSS('background-color', LIGHT_BACKGROUND);
  await footer.scrollIntoViewIfNeeded();
  await expect(page.getByRole('radio', { name: /라이트/ })).toHaveAttribute('aria-checked', 'true');
  const stored = await page.evaluate(() => localStorage.getItem('arcana.settings'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ theme: 'light' });

  // The system preference no longer matters once a theme is fixed.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(body).toHaveCSS('background-color', LIGHT_BACKGROUND);
});

test('an unknown path shows the not-found page with a working home button @desktop', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('페이지를 찾을 수 없어요 | 아르카나');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeVisible();
  await page.getByRole('link', { name: '홈으로' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '오늘의 마음, 카드에게 먼저 물어보세요',
  );
});

test('a route rule from the api redirects the page', async ({ page }) => {
  // Seeded rule: /welcome has no screen of its own and leads to /.
  await page.goto('/welcome');
  await expect(page).toHaveURL('/');
  await expect(page).toHaveTitle('AI 타로와 1:1 상담 | 아르카나');
});
