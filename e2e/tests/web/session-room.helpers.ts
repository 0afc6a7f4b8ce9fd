import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  bearer,
  createSession,
  joinFreshCounselor,
  joinFreshUser,
  type Login,
  signIn,
} from '../../support/accounts';
import { E2E } from '../../support/addresses';
import { agreeToAll, approveInSandbox, orderOf } from './counseling-purchase.helpers';

// The session room specs' own helpers (issue 10). Sessions come from a real purchase through the
// sandbox (counselor16–18 are kept free of seeded sessions for these specs), accepted by the
// counselor through the api, then driven in the two apps through the room's test hooks
// (/work/room-testids.md: session-room, room-clock, room-enter, chat-*, call-panel …).

export type Product = { id: number; name: string; price: number; counselingType: string };

/** A desktop-wide context (the chat sits beside the room and the call there), logged in. */
export async function partyContext(
  browser: Browser,
  login: Login | null,
  origin: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: E2E.web,
    viewport: { width: 1440, height: 900 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  if (login) await signIn(context, login, origin);
  // Calls relay through the test command's coturn: host candidates would always win on one
  // machine, so the relay path is only proven when it is the only one allowed.
  await context.addInitScript(() => {
    localStorage.setItem('arcana.iceTransportPolicy', 'relay');
  });
  return context;
}

/**
 * Notification modals (SPEC §4: COUNSELING_CALL, COUNSELING_SESSION, REVIEW …) show over the
 * room; they are closed with 확인 whenever one is in the way of a step. `keep` lists the types a
 * test wants to see for itself.
 */
export async function dismissNotificationModals(page: Page, keep: string[] = []): Promise<void> {
  const kept = keep.map((type) => `:not([data-notification-type="${type}"])`).join('');
  await page.addLocatorHandler(
    page.locator(`[role="dialog"][data-notification-type]${kept}`),
    async (modal) => {
      await modal.getByRole('button', { name: '확인', exact: true }).click();
    },
    { noWaitAfter: true },
  );
}

/**
 * Buys the product to start now (IMMEDIATE) on its payment page through the sandbox checkout,
 * as the logged-in user of the page; the session's id.
 */
export async function buyImmediately(page: Page, login: Login, product: Product): Promise<number> {
  await page.goto(`/counseling/products/${product.id}/payment?startType=IMMEDIATE`);
  await expect(page).toHaveTitle('결제하기 | 아르카나');
  await agreeToAll(page);
  const price = `${product.price.toLocaleString('ko-KR')}원`;
  const pay = page.getByTestId('pay-button');
  await expect(pay).toHaveText(`${price} 결제하기`);
  await pay.click();
  await approveInSandbox(page, price);
  await expect(page.getByRole('heading', { name: '결제를 완료했어요' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  const order = await orderOf(page.request, login, orderId);
  expect(order.status).toBe('PAID');
  expect(order.sessionId).not.toBeNull();
  return order.sessionId ?? 0;
}

/** PATCH /api/client/counselor/sessions/{id}/accept: the counselor takes the request. */
export async function acceptSession(
  request: APIRequestContext,
  counselor: Login,
  sessionId: number,
): Promise<void> {
  const response = await request.patch(
    `${E2E.api}/api/client/counselor/sessions/${sessionId}/accept`,
    { headers: bearer(counselor) },
  );
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { status: string }).status).toBe('SCHEDULED');
}

/** The user's side of the room (web app) or the counselor's (counselor app). */
export function roomAddress(side: 'USER' | 'COUNSELOR', sessionId: number, view = ''): string {
  const path = `/counseling/sessions/${sessionId}${view ? `/${view}` : ''}`;
  return side === 'USER' ? `${E2E.web}${path}?senderType=USER` : `${E2E.counselor}${path}`;
}

export const room = (page: Page): Locator => page.getByTestId('session-room');

/** Opens the room and waits for its live stream (events before it would be missed). */
export async function openRoom(
  page: Page,
  side: 'USER' | 'COUNSELOR',
  sessionId: number,
  view = '',
): Promise<void> {
  await page.goto(roomAddress(side, sessionId, view));
  await expect(room(page)).toHaveAttribute('data-me', side);
  await expect(page.getByTestId('room-stream')).toHaveAttribute('data-state', 'open', {
    timeout: 15_000,
  });
}

/** 입장하기: the user confirms the entry dialog without sharing a reading; the counselor enters at once. */
export async function enterRoom(page: Page, side: 'USER' | 'COUNSELOR'): Promise<void> {
  await page.getByTestId('room-enter').click();
  if (side === 'USER') {
    await expect(page.getByTestId('enter-dialog')).toBeVisible();
    await page.getByTestId('enter-confirm').click();
  }
  await expect(page.getByTestId('room-enter')).toHaveCount(0);
  await expect(page.getByTestId('room-exit')).toBeVisible();
}

/** Sends a chat message from the composer and waits until the api has it (data-status sent). */
export async function sendChat(page: Page, text: string): Promise<void> {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
  await expect(
    page
      .getByTestId('chat-message')
      .filter({ has: page.getByTestId('message-text').getByText(text, { exact: true }) })
      .and(page.locator('[data-mine="true"]')),
  ).toHaveAttribute('data-status', 'sent');
}

/** The chat message showing exactly this text, mine or the other side's. */
export function chatMessage(page: Page, text: string, mine: boolean): Locator {
  return page
    .getByTestId('chat-message')
    .and(page.locator(`[data-mine="${String(mine)}"]`))
    .filter({ has: page.getByTestId('message-text').getByText(text, { exact: true }) });
}

/** GET /api/client/counseling/sessions/{id} as a party (payment only for the user). */
export async function sessionDetail(request: APIRequestContext, login: Login, sessionId: number) {
  const response = await request.get(`${E2E.api}/api/client/counseling/sessions/${sessionId}`, {
    headers: bearer(login),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    status: string;
    payment: { price: number; amount: number; refundedAmount: number; pointsUsed: number } | null;
  };
}

/** The types of the counselor's notifications, newest first (GET /api/client/counselor/notifications). */
export async function counselorNotificationTypes(
  request: APIRequestContext,
  counselor: Login,
): Promise<string[]> {
  const response = await request.get(`${E2E.api}/api/client/counselor/notifications`, {
    headers: bearer(counselor),
  });
  expect(response.status()).toBe(200);
  const page = (await response.json()) as { content: { type: string }[] };
  return page.content.map((item) => item.type);
}

/** POST /api/dev/sessions/{id}/shift: the session's times and timers move N minutes back. */
export async function shiftSession(
  request: APIRequestContext,
  sessionId: number,
  minutes: number,
): Promise<void> {
  const response = await request.post(`${E2E.api}/api/dev/sessions/${sessionId}/shift`, {
    data: { minutes },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A new user and a new counselor with a SCHEDULED session between them starting now. */
export async function freshScheduledSession(request: APIRequestContext) {
  const owner = await joinFreshUser(request, '방 주인');
  const counselor = await joinFreshCounselor(request);
  const session = await createSession(request, {
    userId: owner.login.user.id,
    counselorId: counselor.counselorId,
    status: 'SCHEDULED',
    startTime: new Date().toISOString(),
  });
  return { owner, counselor, session };
}
