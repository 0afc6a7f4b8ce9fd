// @vitest-environment jsdom
import type { CounselorReservation } from '@arcana/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callOf, json, stubFetch } from '../office/testing';
import { IncomingRequestsPanel } from './IncomingRequests';

const NOW = Date.parse('2026-11-24T01:00:00.000Z');

function requestOf(id: number, respondBy: string, name = '김하늘'): CounselorReservation {
  return {
    id,
    status: 'PENDING',
    startTime: null,
    durationSeconds: 1800,
    counselingType: 'CHAT',
    startType: 'IMMEDIATE',
    product: { name: '30분 채팅 상담', mainImage: null },
    counselor: { id: 1, name: '별빛' },
    user: { displayName: name },
    hasReview: false,
    userId: 7,
    endTime: null,
    respondBy,
    price: 33_000,
    createdAt: '2026-11-24T01:00:00.000Z',
  } as CounselorReservation;
}

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  fetchMock = stubFetch();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function draw() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: IncomingRequestsPanel }),
    history: createMemoryHistory({ initialEntries: ['/counselor/products'] }),
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return client;
}

describe('incoming requests panel', () => {
  it('shows a request with the client, product, type and the time left, and announces it', async () => {
    fetchMock.mockResolvedValue(json([requestOf(41, '2026-11-24T01:01:30.900Z')]));
    draw();
    const card = await screen.findByRole('listitem', { name: '김하늘님' });
    expect(within(card).getByText('채팅 상담 · 30분 채팅 상담 · 33,000원')).toBeTruthy();
    expect(within(card).getByRole('timer').textContent).toBe('1:30');
    expect(screen.getByRole('heading', { name: '새 상담 요청 1건' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      '새 상담 요청: 김하늘님, 채팅 상담 30분 채팅 상담. 2분 안에 답해 주세요.',
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(within(card).getByRole('timer').textContent).toBe('1:28');
    expect(within(card).getByRole('timer').getAttribute('aria-label')).toBe(
      '답할 시간이 1:28 남았어요',
    );
  });

  it('removes a request when its 2 minutes run out', async () => {
    fetchMock.mockResolvedValue(json([requestOf(42, '2026-11-24T01:00:05.000Z')]));
    draw();
    await screen.findByRole('listitem', { name: '김하늘님' });
    fetchMock.mockResolvedValue(json([]));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6_000);
    });
    expect(screen.queryByRole('listitem', { name: '김하늘님' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /새 상담 요청/ })).toBeNull();
  });

  it('accepts: the request leaves and the way into the room as COUNSELOR appears', async () => {
    fetchMock.mockResolvedValueOnce(json([requestOf(43, '2026-11-24T01:01:50.000Z')]));
    draw();
    const card = await screen.findByRole('listitem', { name: '김하늘님' });
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/accept')
        ? json({ ...requestOf(43, '2026-11-24T01:01:50.000Z'), status: 'SCHEDULED' })
        : json([]),
    );
    fireEvent.click(within(card).getByRole('button', { name: '수락' }));
    const enter = await screen.findByRole('link', { name: '상담실 입장' });
    expect(enter.getAttribute('href')).toBe('/counseling/sessions/43?senderType=COUNSELOR');
    expect(screen.getByText('김하늘님의 상담을 수락했어요')).toBeTruthy();
    const accepted = fetchMock.mock.calls.findIndex(([url]) => String(url).includes('/accept'));
    expect(callOf(fetchMock, accepted)).toMatchObject({
      url: expect.stringContaining('/api/client/counselor/sessions/43/accept'),
      method: 'PATCH',
    });
  });

  it('declines only after the confirm', async () => {
    fetchMock.mockResolvedValueOnce(json([requestOf(44, '2026-11-24T01:01:50.000Z')]));
    draw();
    const card = await screen.findByRole('listitem', { name: '김하늘님' });
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/decline')
        ? json({ ...requestOf(44, '2026-11-24T01:01:50.000Z'), status: 'CANCELLED_BY_COUNSELOR' })
        : json([]),
    );
    fireEvent.click(within(card).getByRole('button', { name: '거절' }));
    const dialog = await screen.findByRole('dialog', { name: '요청을 거절할까요?' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/decline'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: '거절하기' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/44/decline'))).toBe(true);
  });

  it('keeps the mute choice in this browser', async () => {
    fetchMock.mockResolvedValue(json([requestOf(45, '2026-11-24T01:01:50.000Z')]));
    draw();
    const toggle = await screen.findByRole('button', { name: '요청 알림음 켜짐' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(localStorage.getItem('arcana.counselor.requestSound')).toBe('muted');
    expect(
      screen.getByRole('button', { name: '요청 알림음 꺼짐' }).getAttribute('aria-pressed'),
    ).toBe('false');
    localStorage.removeItem('arcana.counselor.requestSound');
  });

  it('folds to its head and opens again when a new request arrives', async () => {
    fetchMock.mockResolvedValue(json([requestOf(46, '2026-11-24T01:01:50.000Z')]));
    const client = draw();
    await screen.findByRole('listitem', { name: '김하늘님' });
    const fold = screen.getByRole('button', { name: '접기' });
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(fold);
    expect(screen.queryByRole('listitem', { name: '김하늘님' })).toBeNull();
    expect(screen.getByRole('heading', { name: '새 상담 요청 1건' })).toBeTruthy();
    expect(screen.getByText(/^남은 시간 1:[45]\d$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '펼치기' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    fetchMock.mockResolvedValue(
      json([
        requestOf(46, '2026-11-24T01:01:50.000Z'),
        requestOf(47, '2026-11-24T01:01:55.000Z', '박별'),
      ]),
    );
    await act(async () => {
      await client.invalidateQueries();
    });
    expect(await screen.findByRole('listitem', { name: '박별님' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: '김하늘님' })).toBeTruthy();
  });
});
