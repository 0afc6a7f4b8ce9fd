// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { callOf, json, renderWithSelf, stubFetch } from '../office/testing';
import { ReservationRow } from './ReservationRow';

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pending = {
  id: 31,
  status: 'PENDING' as const,
  startTime: '2026-11-26T05:00:00.000Z',
  durationSeconds: 1_800,
  counselingType: 'CHAT' as const,
  startType: 'RESERVATION' as const,
  product: { name: '30분 채팅 상담', mainImage: null },
  counselor: { id: 1, name: '별빛' },
  user: { displayName: '구름빵' },
  hasReview: false,
  userId: 12,
  endTime: '2026-11-26T05:30:00.000Z',
  respondBy: '2026-11-24T03:30:00.000Z',
  price: 33_000,
  createdAt: '2026-11-24T00:00:00.000Z',
};
const now = Date.parse('2026-11-24T01:00:00.000Z');

it('shows the slot, the price and the time left, and declines only after a confirm that names the refund', async () => {
  renderWithSelf(
    <ul>
      <ReservationRow item={pending} now={now} />
    </ul>,
  );
  expect(screen.getByText('11월 26일 (목) 오후 2:00 ~ 14:30')).toBeTruthy();
  expect(screen.getByText('30분 채팅 상담 · 채팅 상담 · 33,000원')).toBeTruthy();
  expect(screen.getByText('2시간 30분 안에 답해 주세요')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: '구름빵 예약 거절' }));
  const dialog = screen.getByRole('dialog', { name: '예약을 거절할까요?' });
  expect(dialog.textContent).toContain(
    '구름빵 님의 11월 26일 (목) 오후 2:00 ~ 14:30 예약을 거절하면 고객에게 결제 금액 전액이 환불되고, 되돌릴 수 없어요.',
  );
  expect(fetchMock).not.toHaveBeenCalled();
  fetchMock.mockResolvedValueOnce(json({ ...pending, status: 'CANCELLED_BY_COUNSELOR' }));
  fireEvent.click(within(dialog).getByRole('button', { name: '거절' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(callOf(fetchMock, 0)).toMatchObject({ method: 'PATCH' });
  expect(callOf(fetchMock, 0).url).toContain('/api/client/counselor/sessions/31/decline');
});

it('accepts at once, and says when the time to answer is over', async () => {
  renderWithSelf(
    <ul>
      <ReservationRow item={pending} now={Date.parse('2026-11-24T04:00:00.000Z')} />
    </ul>,
  );
  expect(screen.getByText('답할 시간이 지났어요')).toBeTruthy();
  fetchMock.mockResolvedValueOnce(json({ ...pending, status: 'SCHEDULED' }));
  fireEvent.click(screen.getByRole('button', { name: '구름빵 예약 수락' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(callOf(fetchMock, 0).url).toContain('/api/client/counselor/sessions/31/accept');
});
