import { GUEST_USER } from '@arcana/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { roomState } from '../test/fakes';
import { AddTimeDialog } from './AddTimeDialog';

const member = {
  ...GUEST_USER,
  id: 7,
  displayName: '데모',
  enabled: true,
  roles: ['USER'],
  point: 0,
};

const order = {
  orderId: 'Xq3_9-abcDEF123456789012',
  orderName: '별하 · 10분 추가',
  kind: 'ADD_TIME',
  status: 'CREATED',
  provider: 'toss',
  productId: 12,
  productName: '30분 채팅 상담',
  counselingType: 'CHAT',
  durationMinutes: 10,
  startType: 'IMMEDIATE',
  slotStart: null,
  counselor: roomState().counselor,
  price: 5_000,
  pointsUsed: 0,
  amount: 5_000,
  holdExpiresAt: '2026-11-24T03:35:00.000Z',
  createdAt: '2026-11-24T03:20:00.000Z',
  paidAt: null,
  refundedAmount: 0,
  refundedPoints: 0,
  sessionId: 7,
  failureMessage: null,
};

const tossCheckout = {
  kind: 'TOSS',
  clientKey: 'test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq',
  customerKey: 'c_Zt0XlF3mQ9pR2sV5wY8bC1eG4hJ7kN0qT3vX6z9A',
  successUrl: 'http://127.0.0.1:5173/counseling/products/12/payment/success',
  failUrl: 'http://127.0.0.1:5173/counseling/products/12/payment/fail',
};

const fetchMock = vi.fn<typeof fetch>();
const openWindow = vi.fn<typeof window.open>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderDialog() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(['me'], member);
  render(
    <QueryClientProvider client={queryClient}>
      <AddTimeDialog room={roomState()} open onOpenChange={() => {}} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  openWindow.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'open').mockImplementation(openWindow);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('opens the web app’s Toss page for the order in the popup and waits for its result', async () => {
  fetchMock.mockResolvedValue(json({ order, checkout: tossCheckout }, 201));
  openWindow.mockReturnValue({} as Window);
  renderDialog();

  fireEvent.click(screen.getByRole('button', { name: '5,000원 결제하기' }));

  await waitFor(() => expect(openWindow).toHaveBeenCalledTimes(1));
  expect(openWindow).toHaveBeenCalledWith(
    '/counseling/products/12/payment?orderId=Xq3_9-abcDEF123456789012',
    'arcana-add-time',
    'popup,width=480,height=760',
  );
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/api/client/counseling/sessions/7/extensions');
  expect(init?.body).toBe('{"points":0}');
  expect(screen.getByRole('status').textContent).toBe(
    '결제 창에서 결제를 마쳐 주세요. 창을 닫으면 결제가 취소돼요.',
  );
  expect(screen.queryByRole('alert')).toBeNull();
});

it('stops waiting with the popup’s reason when the buyer closed Toss’s window', async () => {
  fetchMock.mockResolvedValue(json({ order, checkout: tossCheckout }, 201));
  openWindow.mockReturnValue({} as Window);
  renderDialog();
  fireEvent.click(screen.getByRole('button', { name: '5,000원 결제하기' }));
  await screen.findByRole('status');

  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: {
          type: 'arcana:add-time',
          orderId: 'Xq3_9-abcDEF123456789012',
          status: 'FAILED',
          message: '결제를 취소했어요.',
        },
      }),
    );
  });

  expect((await screen.findByRole('alert')).textContent).toBe('결제를 취소했어요.');
  expect(screen.queryByRole('status')).toBeNull();
});

it('says the popup was blocked when the browser refuses to open it for Toss', async () => {
  fetchMock.mockResolvedValue(json({ order, checkout: tossCheckout }, 201));
  openWindow.mockReturnValue(null);
  renderDialog();

  fireEvent.click(screen.getByRole('button', { name: '5,000원 결제하기' }));

  expect((await screen.findByRole('alert')).textContent).toBe(
    '결제 창이 열리지 않았어요. 팝업 차단을 해제하고 다시 시도해 주세요.',
  );
  expect(openWindow).toHaveBeenCalledWith(
    '/counseling/products/12/payment?orderId=Xq3_9-abcDEF123456789012',
    'arcana-add-time',
    'popup,width=480,height=760',
  );
});
