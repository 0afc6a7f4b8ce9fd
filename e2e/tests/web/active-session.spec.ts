import { expect, type Page, test } from '@playwright/test';
import {
  createNotification,
  createSession,
  joinFreshCounselor,
  joinFreshUser,
  signIn,
} from '../../support/accounts';

// The root-level active-session alert (issue 4) for a session created to start in 3 minutes.
// Each test has its own user and counselor, so no other test's page gets this alert.

/** Starts 3 min 40 s from now: the countdown (floored minutes) reads 3분 후 for 40 s. */
function inThreeMinutes(): string {
  return new Date(Date.now() + 3 * 60_000 + 40_000).toISOString();
}

async function prepare(page: Page) {
  const user = await joinFreshUser(page.request);
  const counselor = await joinFreshCounselor(page.request);
  const session = await createSession(page.request, {
    userId: user.login.user.id,
    counselorId: counselor.counselorId,
    status: 'SCHEDULED',
    startTime: inThreeMinutes(),
  });
  await signIn(page.context(), user.login);
  return { user, session };
}

test('a session starting in 3 minutes raises the alert; 닫기 keeps it away @desktop', async ({
  page,
}) => {
  const { user, session } = await prepare(page);
  await page.goto('/');

  const alert = page.locator(`[data-active-session-id="${String(session.id)}"]`);
  await expect(alert).toBeVisible({ timeout: 10_000 });
  await expect(alert).toContainText('3분 후');
  await expect(alert).toContainText('채팅');
  await expect(alert.getByRole('link', { name: '상담방으로 가기' })).toHaveAttribute(
    'href',
    `/counseling/sessions/${String(session.id)}?senderType=USER`,
  );

  await alert.getByRole('button', { name: '닫기' }).click();
  await expect(alert).toBeHidden();

  // A session-type notification refetches the active sessions 1 s later: still dismissed.
  const refetched = page.waitForResponse((response) =>
    response.url().includes('/api/client/counseling/sessions/me/active'),
  );
  await createNotification(page.request, {
    audience: 'USER',
    userId: user.login.user.id,
    type: 'COUNSELING_SESSION',
    title: '상담 일정 안내',
  });
  await refetched;
  await page.waitForTimeout(500);
  await expect(page.locator('[data-active-session-id]')).toHaveCount(0);

  // Moving around the app keeps it away too.
  await page.locator('a[href="/me"]:visible').first().click();
  await expect(page).toHaveURL('/me');
  await page.waitForTimeout(1_000);
  await expect(page.locator('[data-active-session-id]')).toHaveCount(0);
});

test('the alert leads to the room, and a session page never fetches or shows it', async ({
  page,
  context,
}) => {
  const { session } = await prepare(page);
  await page.goto('/me');
  const alert = page.locator(`[data-active-session-id="${String(session.id)}"]`);
  await expect(alert).toBeVisible({ timeout: 10_000 });
  await alert.getByRole('link', { name: '상담방으로 가기' }).click();
  await expect(page).toHaveURL(`/counseling/sessions/${String(session.id)}?senderType=USER`);
  await expect(page.locator('[data-active-session-id]')).toHaveCount(0);

  // Opened straight on a session page: the room draws, and the alert never asks.
  const fetches: string[] = [];
  const roomPage = await context.newPage();
  roomPage.on('request', (request) => {
    if (request.url().includes('/sessions/me/active')) fetches.push(request.url());
  });
  await roomPage.goto(`/counseling/sessions/${String(session.id)}?senderType=USER`);
  await expect(roomPage.getByTestId('session-room')).toBeVisible({ timeout: 10_000 });
  await roomPage.waitForTimeout(2_000);
  await expect(roomPage.locator('[data-active-session-id]')).toHaveCount(0);
  expect(fetches).toEqual([]);
});
