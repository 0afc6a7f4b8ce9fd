import { expect, test } from '@playwright/test';
import {
  createNotification,
  createSession,
  joinFreshCounselor,
  joinFreshUser,
  sendTestNotification,
  signIn,
} from '../../support/accounts';
import { E2E } from '../../support/addresses';
import {
  listRow,
  listRows,
  notificationModal,
  notificationToasts,
  unreadBell,
  waitForStream,
} from '../../support/notifications';

// Realtime notifications in the counselor app (issue 4). Each test has a counselor of its own
// (POST /api/dev/counselors), so the seeded demo-counselor's pages in other suites never get a
// modal, a toast or an active-session alert from these tests.

test('a test notification sent through the api shows as a modal in the counselor app within 10 s @desktop', async ({
  page,
}) => {
  const counselor = await joinFreshCounselor(page.request);
  await signIn(page.context(), counselor.login, E2E.counselor);
  await page.goto(`${E2E.counselor}/counselor`);
  await waitForStream(page, counselor.login, 'COUNSELOR');

  await sendTestNotification(
    page.request,
    counselor.login,
    'COUNSELOR',
    '상담사 테스트 알림',
    '상담사 알림이 잘 도착했어요.',
  );

  const modal = notificationModal(page, '상담사 테스트 알림');
  await expect(modal).toBeVisible({ timeout: 10_000 });
  await expect(modal).toContainText('상담사 알림이 잘 도착했어요.');
  await modal.getByRole('button', { name: '확인' }).click();
  await expect(modal).toBeHidden();
});

test('counselor types get their policy display; 알림 lists them and 모두 읽음 clears the badge @desktop', async ({
  page,
}) => {
  const counselor = await joinFreshCounselor(page.request);
  const userId = counselor.login.user.id;
  await signIn(page.context(), counselor.login, E2E.counselor);
  await page.goto(`${E2E.counselor}/counselor/notifications`);

  await expect(page).toHaveTitle('알림 | 아르카나');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('알림');
  await expect(page.getByText('아직 받은 알림이 없어요')).toBeVisible();
  await waitForStream(page, counselor.login, 'COUNSELOR');
  const bell = unreadBell(page);
  await expect(bell).toHaveAttribute('data-unread-count', '0');

  // SESSION_REQUESTED gets neither modal nor toast (SPEC §4); SESSION_ENDED gets a toast.
  const requested = await createNotification(page.request, {
    audience: 'COUNSELOR',
    userId,
    type: 'SESSION_REQUESTED',
    title: '새 상담 요청이 왔어요',
    content: '채팅 상담 요청이에요.',
    link: '/counseling/sessions/1?senderType=COUNSELOR',
  });
  const ended = await createNotification(page.request, {
    audience: 'COUNSELOR',
    userId,
    type: 'SESSION_ENDED',
    title: '상담이 끝났어요',
    content: '오늘 상담 기록을 확인해 보세요.',
  });

  await expect(notificationToasts(page, '상담이 끝났어요')).toBeVisible({ timeout: 10_000 });
  await expect(notificationToasts(page)).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const rows = listRows(page);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-notification-id', String(ended.id));
  await expect(listRow(page, requested.id)).toContainText('상담 요청');
  await expect(listRow(page, ended.id)).toContainText('상담 종료');
  await expect(bell).toHaveAttribute('data-unread-count', '2');

  await page.getByRole('button', { name: '모두 읽음' }).click();
  await expect(bell).toHaveAttribute('data-unread-count', '0');
  await expect(listRow(page, requested.id)).toHaveAttribute('data-read', 'true');
  await expect(listRow(page, ended.id)).toHaveAttribute('data-read', 'true');
});

test('the counselor app alerts a session starting in 3 minutes with the COUNSELOR side of the room', async ({
  page,
}) => {
  const counselor = await joinFreshCounselor(page.request);
  const user = await joinFreshUser(page.request);
  const session = await createSession(page.request, {
    userId: user.login.user.id,
    counselorId: counselor.counselorId,
    status: 'SCHEDULED',
    startTime: new Date(Date.now() + 3 * 60_000 + 40_000).toISOString(),
  });
  await signIn(page.context(), counselor.login, E2E.counselor);
  await page.goto(`${E2E.counselor}/counselor`);

  const alert = page.locator(`[data-active-session-id="${String(session.id)}"]`);
  await expect(alert).toBeVisible({ timeout: 10_000 });
  await expect(alert).toContainText('3분 후');
  await expect(alert.getByRole('link', { name: '상담방으로 가기' })).toHaveAttribute(
    'href',
    `/counseling/sessions/${String(session.id)}?senderType=COUNSELOR`,
  );
  await alert.getByRole('button', { name: '닫기' }).click();
  await expect(alert).toBeHidden();
});
