// @vitest-environment jsdom
import { writeCookie } from '@arcana/api-client';
import type { Checkout, Order } from '@arcana/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import TossPopupCheckout from './TossPopupCheckout';

const order: Order = {
  orderId: 'Xq3_9-abcDEF123456789012',
  orderName: '별하 · 10분 추가',
  kind: 'ADD_TIME',
  status: 'CREATED',
  provider: 'toss',
  productId: 7,
  productName: '30분 채팅 상담',
  counselingType: 'CHAT',
  durationMinutes: 10,
  startType: 'IMMEDIATE',
  slotStart: null,
  counselor: {
    id: 3,
    name: '별하',
    status: 'ON',
    imageUrl: '/api/public/counselors/3/portrait.svg',
    rating: 4.8,
    reviewCount: 12,
  },
  price: 11_000,
  pointsUsed: 1_000,
  amount: 10_000,
  holdExpiresAt: '2026-11-24T10:35:00+09:00',
  createdAt: '2026-11-24T10:20:00+09:00',
  paidAt: null,
  refundedAmount: 0,
  refundedPoints: 0,
  sessionId: 41,
  failureMessage: null,
};

const checkout: Checkout = {
  kind: 'TOSS',
  clientKey: 'test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq',
  customerKey: 'c_Zt0XlF3mQ9pR2sV5wY8bC1eG4hJ7kN0qT3vX6z9A',
  successUrl: 'http://127.0.0.1:5173/counseling/products/7/payment/success',
  failUrl: 'http://127.0.0.1:5173/counseling/products/7/payment/fail',
};

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Answers the order and its checkout; `checkoutAnswer` stands in for the checkout call. */
function api(checkoutAnswer: () => Response = () => json(checkout)) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/client/orders/Xq3_9-abcDEF123456789012') return json(order);
    if (url === '/api/client/orders/Xq3_9-abcDEF123456789012/checkout') return checkoutAnswer();
    return json({ status: 404, code: 'NOT_FOUND', message: '찾을 수 없어요.' }, 404);
  });
}

/** Toss's SDK as the page sees it on window; the request never settles unless told. */
function fakeToss(request: () => Promise<void> = () => new Promise(() => {})) {
  const requestPayment = vi.fn((_request: unknown) => request());
  const payment = vi.fn((_options: { customerKey: string }) => ({ requestPayment }));
  const TossPayments = vi.fn((_clientKey: string) => ({ payment }));
  window.TossPayments = TossPayments;
  return { TossPayments, payment, requestPayment };
}

/** The session room that opened the popup, as window.opener. */
function roomWindow() {
  const posted: { message: unknown; origin: string }[] = [];
  const room = {
    location: { origin: window.location.origin },
    postMessage(message: unknown, origin: string) {
      posted.push({ message, origin });
    },
  };
  Object.defineProperty(window, 'opener', { value: room, configurable: true, writable: true });
  return posted;
}

function renderPopup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => <TossPopupCheckout orderId="Xq3_9-abcDEF123456789012" />,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const closeWindow = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  closeWindow.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'close').mockImplementation(closeWindow);
  writeCookie('accessToken', 'access-1', { maxAgeSeconds: 60 });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.TossPayments;
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

it('opens Toss’s card window for the order with its amount, name, keys and absolute return addresses', async () => {
  api();
  const toss = fakeToss();
  renderPopup();

  expect((await screen.findByRole('status')).textContent).toContain('결제창을 여는 중…');
  await waitFor(() => expect(toss.requestPayment).toHaveBeenCalledTimes(1));
  expect(toss.TossPayments).toHaveBeenCalledWith('test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq');
  expect(toss.payment).toHaveBeenCalledWith({
    customerKey: 'c_Zt0XlF3mQ9pR2sV5wY8bC1eG4hJ7kN0qT3vX6z9A',
  });
  expect(toss.requestPayment).toHaveBeenCalledWith({
    method: 'CARD',
    amount: { currency: 'KRW', value: 10_000 },
    orderId: 'Xq3_9-abcDEF123456789012',
    orderName: '별하 · 10분 추가',
    successUrl: 'http://127.0.0.1:5173/counseling/products/7/payment/success',
    failUrl: 'http://127.0.0.1:5173/counseling/products/7/payment/fail',
  });
  expect(
    screen.getByText('결제를 마치면 이 창은 저절로 닫히고 상담 시간이 늘어나요.'),
  ).toBeTruthy();
  expect(closeWindow).not.toHaveBeenCalled();
});

it('tells the room the buyer closed Toss’s window (PAY_PROCESS_CANCELED) and closes the popup', async () => {
  api();
  const posted = roomWindow();
  const toss = fakeToss(() =>
    Promise.reject({ code: 'PAY_PROCESS_CANCELED', message: '사용자가 결제를 취소하였습니다' }),
  );
  renderPopup();

  await waitFor(() => expect(closeWindow).toHaveBeenCalledTimes(1));
  expect(toss.requestPayment).toHaveBeenCalledTimes(1);
  expect(posted).toEqual([
    {
      message: {
        type: 'arcana:add-time',
        orderId: 'Xq3_9-abcDEF123456789012',
        status: 'FAILED',
        message: '결제를 취소했어요.',
      },
      origin: 'http://localhost:3000',
    },
  ]);
  // A popup the browser keeps open says it too, with the way back to the room.
  expect(screen.getByRole('heading', { name: '시간을 추가하지 못했어요' })).toBeTruthy();
  expect(screen.getByTestId('confirm-failure').dataset.code).toBe('PAY_PROCESS_CANCELED');
  expect(screen.getByTestId('back-to-room').getAttribute('href')).toBe(
    '/counseling/sessions/41?senderType=USER',
  );
});

it('offers a retry when Toss’s script does not load, and opens the window on the retry', async () => {
  api();
  renderPopup();

  // No window.TossPayments yet: the page adds Toss's script, which fails to load.
  const script = await waitFor(() => {
    const added = document.head.querySelector('script');
    if (!added) throw new Error('no script yet');
    return added;
  });
  expect(script.getAttribute('src')).toBe('https://js.tosspayments.com/v2/standard');
  script.dispatchEvent(new Event('error'));

  expect((await screen.findByRole('alert')).textContent).toBe(
    '결제창을 불러오지 못했어요. 인터넷 연결을 확인하고 다시 시도해 주세요.',
  );
  expect(screen.getByRole('heading', { name: '결제창을 열지 못했어요' })).toBeTruthy();

  const toss = fakeToss();
  fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
  await waitFor(() => expect(toss.requestPayment).toHaveBeenCalledTimes(1));
  expect(toss.requestPayment.mock.calls[0]?.[0]).toMatchObject({
    orderId: 'Xq3_9-abcDEF123456789012',
    amount: { currency: 'KRW', value: 10_000 },
  });
  expect(screen.queryByRole('alert')).toBeNull();
});

it('offers a retry when the checkout call fails, then opens Toss’s window', async () => {
  let calls = 0;
  api(() => {
    calls += 1;
    return calls === 1
      ? json({ status: 503, code: 'UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' }, 503)
      : json(checkout);
  });
  const toss = fakeToss();
  renderPopup();

  expect((await screen.findByRole('alert')).textContent).toBe(
    '결제 정보를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  );
  expect(toss.requestPayment).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
  await waitFor(() => expect(toss.requestPayment).toHaveBeenCalledTimes(1));
  expect(calls).toBe(2);
});

it('tells the room when the order can no longer be paid (409) without opening Toss', async () => {
  api(() =>
    json(
      {
        status: 409,
        code: 'ORDER_NOT_PENDING',
        message: '이미 결제했거나 결제 시간이 지난 주문이에요. 처음부터 다시 결제해 주세요.',
      },
      409,
    ),
  );
  const posted = roomWindow();
  const toss = fakeToss();
  renderPopup();

  await waitFor(() => expect(closeWindow).toHaveBeenCalledTimes(1));
  expect(posted.map(({ message }) => message)).toEqual([
    {
      type: 'arcana:add-time',
      orderId: 'Xq3_9-abcDEF123456789012',
      status: 'FAILED',
      message: '이미 결제했거나 결제 시간이 지난 주문이에요. 처음부터 다시 결제해 주세요.',
    },
  ]);
  expect(toss.TossPayments).not.toHaveBeenCalled();
});
