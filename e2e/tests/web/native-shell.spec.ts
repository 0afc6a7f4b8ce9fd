import { expect, test } from '@playwright/test';
import { E2E } from '../../support/addresses';

// The mobile app wraps the web app in a WebView and talks to it through the bridge (SPEC §7).

test('the native shell asks for its values at start and hands over insets, token and version', async ({
  page,
}) => {
  const bridgeChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/native-bridge-[\w-]+\.js$/.test(request.url())) bridgeChunks.push(request.url());
  });
  await page.addInitScript(() => {
    const asked: string[] = [];
    (window as unknown as { asked: string[] }).asked = asked;
    (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = {
      postMessage: (message: string) => asked.push(JSON.parse(message).key),
    };
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The bridge's code loads only inside the app's WebView, so it asks a moment after the start.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { asked: string[] }).asked.sort()))
    .toEqual(['appVersion', 'fcmToken', 'safeArea']);

  const applied = await page.evaluate(() => {
    const bridge = (window as unknown as { arcanaNative: { receive: (m: unknown) => boolean } })
      .arcanaNative;
    return [
      bridge.receive({ type: 'safeArea', value: { top: '47px', bottom: 34 } }),
      bridge.receive({ type: 'fcmToken', value: 'device-token-1' }),
      bridge.receive({ type: 'appVersion', value: '2.3.0' }),
      bridge.receive({ type: 'safeArea', value: { top: 'red; background: blue' } }),
      bridge.receive({ type: 'unknown', value: 1 }),
    ];
  });
  expect(applied).toEqual([true, true, true, false, false]);
  expect(bridgeChunks).toHaveLength(1);

  const html = page.locator('html');
  await expect(html).toHaveCSS('--safe-area-top', '47px');
  await expect(html).toHaveCSS('--safe-area-bottom', '34px');
  await expect(html).toHaveCSS('--safe-area-left', '0px');
  const stored = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('arcana.settings'))) ?? '{}',
  );
  expect(stored).toEqual({
    fcmToken: 'device-token-1',
    appVersion: '2.3.0',
    theme: 'auto',
    safeArea: { top: '47px', bottom: '34px', left: '0px', right: '0px' },
  });

  // The header clears the status bar the shell reported.
  const header = page.locator('header').first();
  await expect(header).toHaveCSS('padding-top', '47px');
});

test('a browser never loads the native bridge', async ({ page }) => {
  const bridgeChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/native-bridge-[\w-]+\.js$/.test(request.url())) bridgeChunks.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(bridgeChunks).toEqual([]);
  expect(await page.evaluate(() => 'arcanaNative' in window)).toBe(false);
});

test('Korean text uses the self-hosted Pretendard font', async ({ page }) => {
  const fontOrigins = new Set<string>();
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2')) fontOrigins.add(new URL(response.url()).origin);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The browser fetches a font face once text that needs it is drawn, so poll until it has.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((font) => font.status === 'loaded')
          .some((font) => font.family.includes('Pretendard'));
      }),
    )
    .toBe(true);
  expect([...fontOrigins]).toEqual([E2E.web]);
});
