import { expect, test } from '@playwright/test';
import { joinFreshUser } from '../../support/accounts';
import { E2E } from '../../support/addresses';
import { seededCounselor } from './counseling-purchase.helpers';
import {
  acceptSession,
  buyImmediately,
  chatMessage,
  counselorNotificationTypes,
  dismissNotificationModals,
  enterRoom,
  freshScheduledSession,
  openRoom,
  partyContext,
  room,
  roomAddress,
  sendChat,
  sessionDetail,
  shiftSession,
} from './session-room.helpers';

// Issue 10 "Done means": a session bought for real (IMMEDIATE, sandbox checkout) and accepted
// by its counselor, driven in both apps side by side: the status walks PREPARING → IN_PROGRESS,
// chat crosses both ways live (markup shown as text), a video call connects through the test
// command's coturn with relay candidates only and decodes frames on both sides, the counselor's
// side drops and the clock pauses, the session completes, the user reviews it and the counselor
// hears REVIEW_RECEIVED. A second session whose counselor never comes ends NO_SHOW_COUNSELOR
// with a full refund. counselor17 (video) and counselor16 (chat) are this file's own.

const MARKUP = '<img src=x onerror=window.__xss=1>';

test('a bought video session: both enter, chat both ways, a relayed video call, the counselor drops and comes back, completion, review and REVIEW_RECEIVED', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  // The api hands out TURN credentials only when the test command's coturn is up.
  expect(
    process.env.TURN_URLS,
    'TURN_URLS: run the suite through scripts/with-coturn.sh (npm test does)',
  ).toBeTruthy();
  const buyer = await joinFreshUser(request, '상담방 고객');
  const counselor = await seededCounselor(request, 'counselor17', 'ON');
  const product = counselor.products.find((item) => item.counselingType === 'VIDEO');
  expect(product, 'counselor17 sells a video session').toBeDefined();
  if (!product) return;

  const userContext = await partyContext(browser, buyer.login, E2E.web);
  const user = await userContext.newPage();
  await dismissNotificationModals(user);
  const sessionId = await buyImmediately(user, buyer.login, product);
  await acceptSession(request, counselor.login, sessionId);

  // The user enters first: PREPARING, the clock not running yet.
  await openRoom(user, 'USER', sessionId);
  await expect(room(user)).toHaveAttribute('data-status', 'SCHEDULED');
  await enterRoom(user, 'USER');
  await expect(room(user)).toHaveAttribute('data-status', 'PREPARING');
  await expect(room(user)).toHaveAttribute('data-clock-state', 'stopped');

  // The counselor enters in the counselor app: IN_PROGRESS on both sides, the clock running.
  let counselorContext = await partyContext(browser, counselor.login, E2E.counselor);
  let desk = await counselorContext.newPage();
  await dismissNotificationModals(desk);
  await openRoom(desk, 'COUNSELOR', sessionId);
  await expect(room(desk)).toHaveAttribute('data-status', 'PREPARING');
  await enterRoom(desk, 'COUNSELOR');
  for (const page of [user, desk]) {
    await expect(room(page)).toHaveAttribute('data-status', 'IN_PROGRESS');
    await expect(room(page)).toHaveAttribute('data-clock-state', 'running');
    await expect(page.getByTestId('room-clock')).toHaveAttribute('data-kind', 'running');
  }

  // Chat both ways, live; the markup is shown as its own text on both sides and never runs.
  await sendChat(user, '안녕하세요, 요즘 진로 때문에 고민이 많아요.');
  await expect(
    chatMessage(desk, '안녕하세요, 요즘 진로 때문에 고민이 많아요.', false),
  ).toBeVisible();
  await sendChat(desk, '반가워요. 어떤 부분이 가장 마음에 걸리세요?');
  await expect(
    chatMessage(user, '반가워요. 어떤 부분이 가장 마음에 걸리세요?', false),
  ).toBeVisible();
  await sendChat(user, MARKUP);
  await expect(chatMessage(desk, MARKUP, false)).toBeVisible();
  for (const page of [user, desk]) {
    await expect(page.locator('[data-testid="chat-log"] img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  }

  // The video call, relay only, through the coturn of the test command.
  for (const page of [user, desk]) await page.getByTestId('room-tab-video').first().click();
  for (const page of [user, desk]) {
    const panel = page.getByTestId('call-panel');
    await expect(panel).toHaveAttribute('data-kind', 'VIDEO');
    await expect(panel).toHaveAttribute('data-ice-transport', 'relay');
  }
  for (const page of [user, desk]) {
    const panel = page.getByTestId('call-panel');
    await expect(panel).toHaveAttribute('data-connection-state', 'connected', { timeout: 30_000 });
    await expect(panel).toHaveAttribute('data-selected-candidate-type', 'relay');
    await expect
      .poll(async () => Number(await panel.getAttribute('data-remote-video-frames')), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
  }

  // The counselor's side drops (the whole browser context goes): past the 15 s grace the clock
  // pauses on the user's side, with the counselor away as the reason.
  await counselorContext.close();
  await expect(room(user)).toHaveAttribute('data-clock-state', 'paused', { timeout: 30_000 });
  await expect(user.getByTestId('room-clock')).toHaveAttribute(
    'data-paused-reason',
    'COUNSELOR_AWAY',
  );
  await expect(user.getByTestId('room-clock-paused')).toBeVisible();
  await expect(room(user)).toHaveAttribute('data-status', 'IN_PROGRESS');

  // The counselor comes back: the clock runs again.
  counselorContext = await partyContext(browser, counselor.login, E2E.counselor);
  desk = await counselorContext.newPage();
  await dismissNotificationModals(desk, ['REVIEW_RECEIVED']);
  await openRoom(desk, 'COUNSELOR', sessionId);
  if (await desk.getByTestId('room-enter').isVisible()) await enterRoom(desk, 'COUNSELOR');
  await expect(room(user)).toHaveAttribute('data-clock-state', 'running', { timeout: 15_000 });
  await expect(room(desk)).toHaveAttribute('data-clock-state', 'running');

  // The user completes the session; both sides see it finished and the chat closed.
  await user.goto(roomAddress('USER', sessionId));
  await expect(user.getByTestId('room-stream')).toHaveAttribute('data-state', 'open');
  await user.getByTestId('room-complete').click();
  await user.getByTestId('confirm-dialog-confirm').click();
  for (const page of [user, desk]) {
    await expect(room(page)).toHaveAttribute('data-status', 'COMPLETED');
    await expect(room(page)).toHaveAttribute('data-clock-state', 'stopped');
  }
  await expect(user.getByTestId('chat-closed')).toBeVisible();
  // The transcript stays: the markup message is still plain text.
  await expect(chatMessage(user, MARKUP, true)).toBeVisible();

  // The review, written on its page; the counselor hears REVIEW_RECEIVED live (a modal).
  await user.goto(`/counseling/sessions/${sessionId}/review`);
  await expect(user.getByTestId('review-form')).toBeVisible();
  await user.getByRole('radio', { name: '별 5개' }).check({ force: true });
  await user
    .getByLabel('후기', { exact: true })
    .fill('진로 고민을 차분하게 정리해 주셔서 마음이 한결 가벼워졌어요.');
  await user.getByRole('button', { name: '후기 등록' }).click();
  await expect(user).toHaveURL(/\/me\/counseling\/reviews$/);
  await expect(desk.locator('[data-notification-type="REVIEW_RECEIVED"]')).toBeVisible();
  expect(await counselorNotificationTypes(request, counselor.login)).toContain('REVIEW_RECEIVED');

  await counselorContext.close();
  await userContext.close();
});

test('a session whose counselor never enters ends NO_SHOW_COUNSELOR and is refunded in full', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const buyer = await joinFreshUser(request, '노쇼 고객');
  const counselor = await seededCounselor(request, 'counselor16', 'ON');
  const product = counselor.products.find(
    (item) => item.counselingType === 'CHAT' && item.durationMinutes !== null,
  );
  expect(product, 'counselor16 sells a timed chat').toBeDefined();
  if (!product) return;

  const userContext = await partyContext(browser, buyer.login, E2E.web);
  const user = await userContext.newPage();
  await dismissNotificationModals(user);
  const sessionId = await buyImmediately(user, buyer.login, product);
  await acceptSession(request, counselor.login, sessionId);

  await openRoom(user, 'USER', sessionId);
  await enterRoom(user, 'USER');
  await expect(room(user)).toHaveAttribute('data-status', 'PREPARING');

  // Eleven minutes on: the no-show check (due 10 minutes after the accept) runs on the
  // scheduler's next poll and the open room hears it.
  await shiftSession(request, sessionId, 11);
  await expect(room(user)).toHaveAttribute('data-status', 'NO_SHOW_COUNSELOR', {
    timeout: 15_000,
  });
  await expect(user.getByTestId('chat-closed')).toBeVisible();

  // The whole price comes back: the api's payment summary and the detail page's money section.
  const detail = await sessionDetail(request, buyer.login, sessionId);
  expect(detail.status).toBe('NO_SHOW_COUNSELOR');
  expect(detail.payment?.amount).toBe(product.price);
  expect(detail.payment?.refundedAmount).toBe(product.price);
  await user.goto(`/counseling/sessions/${sessionId}`);
  await expect(user.getByTestId('session-detail')).toHaveAttribute(
    'data-status',
    'NO_SHOW_COUNSELOR',
  );
  const price = `${product.price.toLocaleString('ko-KR')}원`;
  await expect(user.getByTestId('money-amount')).toHaveText(price);
  await expect(user.getByTestId('money-refunded')).toHaveText(price);

  await userContext.close();
});

test('a guest opening a session is invited to log in; another user gets the not-found state', async ({
  browser,
  request,
}) => {
  const { session } = await freshScheduledSession(request);

  const guest = await (await browser.newContext({ baseURL: E2E.web })).newPage();
  const path = `/counseling/sessions/${session.id}?senderType=USER`;
  await guest.goto(path);
  const invite = guest.getByTestId('guest-invite');
  await expect(invite).toBeVisible();
  await expect(invite.getByRole('link')).toHaveAttribute(
    'href',
    `/login?redirectUri=${encodeURIComponent(path)}`,
  );
  await expect(room(guest)).toHaveCount(0);
  // The detail page (no senderType) invites too.
  await guest.goto(`/counseling/sessions/${session.id}`);
  await expect(guest.getByTestId('guest-invite')).toBeVisible();
  await guest.context().close();

  const stranger = await joinFreshUser(request, '다른 고객');
  const strangerContext = await partyContext(browser, stranger.login, E2E.web);
  const page = await strangerContext.newPage();
  await page.goto(path);
  await expect(page.getByTestId('session-not-found')).toBeVisible();
  await expect(room(page)).toHaveCount(0);
  await page.goto(`/counseling/sessions/${session.id}`);
  await expect(page.getByTestId('session-not-found')).toBeVisible();
  await strangerContext.close();
});

test('the room of the other side is not found: the web app opened as COUNSELOR by the user', async ({
  browser,
  request,
}) => {
  const { owner, session } = await freshScheduledSession(request);
  const context = await partyContext(browser, owner.login, E2E.web);
  const page = await context.newPage();
  await page.goto(`/counseling/sessions/${session.id}?senderType=COUNSELOR`);
  await expect(page.getByTestId('session-not-found')).toBeVisible();
  await page.goto(`/counseling/sessions/${session.id}?senderType=USER`);
  await expect(room(page)).toHaveAttribute('data-me', 'USER');
  await context.close();
});
