import { expect, test } from '@playwright/test';
import {
  connectionStatus,
  createNotification,
  joinFreshUser,
  sendTestNotification,
  signIn,
} from '../../support/accounts';
import {
  listRow,
  listRows,
  notificationModal,
  notificationToasts,
  recordToasts,
  shownToastTexts,
  unreadBell,
  waitForStream,
} from '../../support/notifications';

// Realtime notifications in the web app (issue 4): every test has a user of its own, so no test
// sees another's notifications, badges or modals.

test('a test notification sent through the api shows as a modal within 10 s @desktop', async ({
  page,
}) => {
  const account = await joinFreshUser(page.request);
  await signIn(page.context(), account.login);
  await page.goto('/');
  await waitForStream(page, account.login, 'USER');

  await sendTestNotification(page.request, account.login, 'USER', '테스트 알림', '잘 도착했어요.');

  const modal = notificationModal(page, '테스트 알림');
  await expect(modal).toBeVisible({ timeout: 10_000 });
  await expect(modal).toContainText('잘 도착했어요.');
  await expect(modal).toContainText('테스트');
  await modal.getByRole('button', { name: '확인' }).click();
  await expect(modal).toBeHidden();
});

test('other types get their policy display: a toast, nothing for COUNSELING_SESSION, nothing for a link to this page', async ({
  page,
}) => {
  const account = await joinFreshUser(page.request);
  const userId = account.login.user.id;
  await signIn(page.context(), account.login);
  await page.goto('/me');
  await waitForStream(page, account.login, 'USER');

  // Neither display: COUNSELING_SESSION only refreshes active sessions (SPEC §4).
  await createNotification(page.request, {
    audience: 'USER',
    userId,
    type: 'COUNSELING_SESSION',
    title: '상담 일정이 잡혔어요',
    link: '/counseling/sessions/1?senderType=USER',
  });
  // PAYMENT is a modal type, but its link is the page on screen (SPEC §2).
  await createNotification(page.request, {
    audience: 'USER',
    userId,
    type: 'PAYMENT',
    title: '결제를 마쳤어요',
    content: '33,000원을 결제했어요.',
    link: '/me',
  });
  // COMMENT is a toast type. Created last: once it shows, the two before it have arrived too.
  await createNotification(page.request, {
    audience: 'USER',
    userId,
    type: 'COMMENT',
    title: '새 댓글이 달렸어요',
    content: '타로 풀이에 댓글이 달렸어요.',
    link: '/me/notifications',
  });

  await expect(notificationToasts(page, '새 댓글이 달렸어요')).toBeVisible({ timeout: 10_000 });
  await expect(notificationToasts(page)).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // All three arrived, shown or not: the bell counts them.
  await expect(unreadBell(page)).toHaveAttribute('data-unread-count', '3');
});

test('new notifications land on top of 알림 목록; a click reads one, 모두 읽음 clears the badge @desktop', async ({
  page,
}) => {
  const account = await joinFreshUser(page.request);
  const userId = account.login.user.id;
  await signIn(page.context(), account.login);
  await page.goto('/me/notifications');

  await expect(page).toHaveTitle('알림 목록 | 아르카나');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('알림 목록');
  await expect(page.getByText('아직 받은 알림이 없어요')).toBeVisible();
  await waitForStream(page, account.login, 'USER');
  const bell = unreadBell(page);
  await expect(bell).toHaveAttribute('data-unread-count', '0');

  const reaction = await createNotification(page.request, {
    audience: 'USER',
    userId,
    type: 'REACTION',
    title: '누군가 공감했어요',
    content: '공유한 타로 결과에 공감이 달렸어요.',
    link: '/me',
  });
  const comment = await createNotification(page.request, {
    audience: 'USER',
    userId,
    type: 'COMMENT',
    title: '새 댓글이 달렸어요',
    content: '타로 풀이에 댓글이 달렸어요.',
    link: '/me/notifications/settings',
  });

  const rows = listRows(page);
  await expect(rows).toHaveCount(2, { timeout: 10_000 });
  await expect(rows.nth(0)).toHaveAttribute('data-notification-id', String(comment.id));
  await expect(rows.nth(1)).toHaveAttribute('data-notification-id', String(reaction.id));
  await expect(bell).toHaveAttribute('data-unread-count', '2');
  await expect(page.getByText('읽지 않은 알림 2개')).toBeVisible();

  const commentRow = listRow(page, comment.id);
  await expect(commentRow).toHaveAttribute('data-read', 'false');
  await expect(commentRow).toContainText('댓글');
  await expect(commentRow).toContainText('새 댓글이 달렸어요');
  await expect(commentRow).toContainText('타로 풀이에 댓글이 달렸어요.');
  await expect(commentRow.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

  // A click marks it read and follows its link.
  const marked = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/client/me/notifications/${comment.id}/read`) &&
      response.request().method() === 'PATCH',
  );
  await commentRow.click();
  expect((await marked).status()).toBe(204);
  await expect(page).toHaveURL('/me/notifications/settings');
  await expect(bell).toHaveAttribute('data-unread-count', '1');

  await page.goBack();
  await expect(listRow(page, comment.id)).toHaveAttribute('data-read', 'true');
  await expect(listRow(page, reaction.id)).toHaveAttribute('data-read', 'false');

  await page.getByRole('button', { name: '모두 읽음' }).click();
  await expect(bell).toHaveAttribute('data-unread-count', '0');
  await expect(listRow(page, reaction.id)).toHaveAttribute('data-read', 'true');
  await expect(page.getByText('모든 알림을 읽었어요')).toBeVisible();

  await page.reload();
  await expect(listRow(page, reaction.id)).toHaveAttribute('data-read', 'true');
  await expect(unreadBell(page)).toHaveAttribute('data-unread-count', '0');
});

test('알림 목록 pages by 20 and a TEST notification stays unread when opened', async ({ page }) => {
  const account = await joinFreshUser(page.request);
  const userId = account.login.user.id;
  const created: number[] = [];
  for (let index = 1; index <= 24; index += 1) {
    const notification = await createNotification(page.request, {
      audience: 'USER',
      userId,
      type: 'REACTION',
      title: `공감 ${index}`,
    });
    created.push(notification.id);
  }
  const testNotification = await sendTestNotification(
    page.request,
    account.login,
    'USER',
    '목록 테스트',
    '테스트 알림이에요.',
  );
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/read')) reads.push(request.url());
  });
  await signIn(page.context(), account.login);
  await page.goto('/me/notifications');

  const rows = listRows(page);
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toHaveAttribute('data-notification-id', String(testNotification.id));
  await page.getByRole('button', { name: '더 보기' }).scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(25);
  await expect(page.getByText('모든 알림을 확인했어요')).toBeVisible();
  const ids = await rows.evaluateAll((elements) =>
    elements.map((element) => Number(element.getAttribute('data-notification-id'))),
  );
  expect(new Set(ids).size).toBe(25);
  expect([...ids].sort((a, b) => a - b)).toEqual([...created, testNotification.id]);

  // SPEC §4: a TEST notification is never reported read.
  await listRow(page, testNotification.id).click();
  await expect(listRow(page, testNotification.id)).toHaveAttribute('data-read', 'false');
  await expect(page).toHaveURL('/me/notifications');
  await page.waitForTimeout(500);
  expect(reads).toEqual([]);
  await expect(unreadBell(page)).toHaveAttribute('data-unread-count', '25');
});

test('three notifications created while offline arrive once each when the browser is back online', async ({
  page,
  context,
  request,
}) => {
  const account = await joinFreshUser(request);
  const userId = account.login.user.id;
  await recordToasts(page);
  await signIn(context, account.login);
  await page.goto('/me/notifications');
  await expect(page.getByText('아직 받은 알림이 없어요')).toBeVisible();
  await waitForStream(page, account.login, 'USER');

  await context.setOffline(true);
  await expect
    .poll(async () => (await connectionStatus(request, account.login, 'USER')).connected)
    .toBe(false);
  // `request` is the test's own api context: the browser's offline state does not touch it.
  const titles = ['오프라인 댓글 1', '오프라인 댓글 2', '오프라인 댓글 3'];
  const created = [];
  for (const title of titles) {
    created.push(
      await createNotification(request, { audience: 'USER', userId, type: 'COMMENT', title }),
    );
  }
  await context.setOffline(false);

  for (const notification of created) {
    await expect(listRow(page, notification.id)).toHaveCount(1, { timeout: 15_000 });
  }
  await expect(unreadBell(page)).toHaveAttribute('data-unread-count', '3');
  // Late duplicates (a replay plus a missed fetch) would show up by now.
  await page.waitForTimeout(2_000);
  await expect(listRows(page)).toHaveCount(3);
  for (const notification of created) await expect(listRow(page, notification.id)).toHaveCount(1);
  await expect(unreadBell(page)).toHaveAttribute('data-unread-count', '3');
  const toasts = await shownToastTexts(page);
  for (const title of titles) {
    expect(toasts.filter((text) => text.includes(title)).length).toBeLessThanOrEqual(1);
  }
});

test('two tabs hold one stream and both show the notification @desktop', async ({
  context,
  request,
}) => {
  const account = await joinFreshUser(request);
  await signIn(context, account.login);
  const streams: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/sse/user/notifications') {
      streams.push(request.url());
    }
  });

  const first = await context.newPage();
  await first.goto('/');
  await waitForStream(first, account.login, 'USER');
  const second = await context.newPage();
  await second.goto('/me');
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('마이페이지');
  // Time for the second tab to open a stream of its own, if it (wrongly) would.
  await second.waitForTimeout(2_000);
  expect((await connectionStatus(request, account.login, 'USER')).connections).toBe(1);
  expect(streams).toHaveLength(1);

  await sendTestNotification(request, account.login, 'USER', '두 탭 알림', '두 탭 모두에 보여요.');
  await expect(notificationModal(first, '두 탭 알림')).toBeVisible({ timeout: 10_000 });
  await expect(notificationModal(second, '두 탭 알림')).toBeVisible({ timeout: 10_000 });
  expect((await connectionStatus(request, account.login, 'USER')).connections).toBe(1);
});
