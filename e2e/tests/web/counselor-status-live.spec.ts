import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { bearer, loginByApi } from '../../support/accounts';
import { E2E } from '../../support/addresses';

// Issue 9 "Discovery": a counselor's status change reaches open lists and profiles through the
// public status stream (DESIGN "Counselor status"), shared by the tabs of a browser, within 2 s
// and without a reload. counselor20 (mobile) and counselor21 (desktop) are this file's own
// counselors, one per project so the two runs side by side never change each other's status.

const LIVE_MS = 2_000;

async function setStatus(request: APIRequestContext, token: string, status: string) {
  const changed = await request.patch(`${E2E.api}/api/client/counselor/status`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status },
  });
  expect(changed.status()).toBe(200);
}

/** Opens a page and waits until its status stream answered (the stream is then listening). */
async function openLive(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  const stream = page.waitForResponse(/\/api\/sse\/public\/counselor-status/);
  await page.goto(`${E2E.web}${path}`);
  await stream;
  return page;
}

test('a status change shows on an open list and an open profile in other contexts within 2 s @desktop', async ({
  browser,
  request,
}, testInfo) => {
  const username = testInfo.project.name === 'desktop' ? 'counselor21' : 'counselor20';
  const login = await loginByApi(request, username, 'demo1234!');
  const me = await request.get(`${E2E.api}/api/client/counselor`, { headers: bearer(login) });
  expect(me.status()).toBe(200);
  const { id } = (await me.json()) as { id: number };
  const shown = await request.get(`${E2E.api}/api/public/counselors/${id}`);
  const { name } = (await shown.json()) as { name: string };
  await setStatus(request, login.accessToken, 'ON');

  const listContext = await browser.newContext();
  const streams: string[] = [];
  listContext.on('request', (sent) => {
    if (sent.url().includes('/api/sse/public/counselor-status')) streams.push(sent.url());
  });
  const list = await openLive(listContext, `/counseling/counselors?q=${encodeURIComponent(name)}`);
  const card = list.locator(`[data-testid="counselor-card"][data-counselor-id="${id}"]`);
  await expect(card.getByTestId('counselor-status')).toHaveText('상담 가능');

  // A second tab of the same browser listens through the first tab's stream.
  const sameBrowserProfile = await listContext.newPage();
  await sameBrowserProfile.goto(`${E2E.web}/counseling/counselors/${id}`);
  await expect(sameBrowserProfile.getByRole('heading', { level: 1, name })).toBeVisible();

  const profileContext = await browser.newContext();
  const profile = await openLive(profileContext, `/counseling/counselors/${id}`);
  const badge = profile.getByTestId('counselor-status').first();
  await expect(badge).toHaveText('상담 가능');
  for (const page of [list, profile]) {
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
  }

  await setStatus(request, login.accessToken, 'BUSY');
  await expect(card.getByTestId('counselor-status')).toHaveText('다른 업무 중', {
    timeout: LIVE_MS,
  });
  await expect(badge).toHaveText('다른 업무 중', { timeout: LIVE_MS });
  await expect(sameBrowserProfile.getByTestId('counselor-status').first()).toHaveText(
    '다른 업무 중',
    { timeout: LIVE_MS },
  );
  await expect(card.getByTestId('counselor-status')).toHaveAttribute('data-status', 'BUSY');

  await setStatus(request, login.accessToken, 'OFF');
  await expect(badge).toHaveText('부재중', { timeout: LIVE_MS });
  await expect(card.getByTestId('counselor-status')).toHaveText('부재중', { timeout: LIVE_MS });

  // Nothing reloaded, and the two tabs of one browser held one stream between them.
  for (const page of [list, profile]) {
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  }
  expect(streams).toHaveLength(1);

  await setStatus(request, login.accessToken, 'ON');
  await listContext.close();
  await profileContext.close();
});
