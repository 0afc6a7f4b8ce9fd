// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { callOf, json, renderWithSelf, stubFetch } from '../office/testing';
import { ExceptionsSection } from './ExceptionsSection';

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  // Monday 2026-11-23, 12:00 in Seoul.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T03:00:00.000Z') });
  fetchMock = stubFetch();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const weekly = { hours: [{ weekday: 1, start: '09:00', end: '21:00' }] };

it('previews the chosen day as users will book it, extra hours included, and closes a day', async () => {
  renderWithSelf(
    <ExceptionsSection
      weekly={weekly}
      exceptions={[{ id: 5, date: '2026-11-23', kind: 'EXTRA', start: '21:00', end: '23:30' }]}
    />,
  );
  expect(screen.getByRole('heading', { name: '2026년 11월 23일 (월)' })).toBeTruthy();
  expect(screen.getByText('이 날 예약을 받는 시간: 09:00~23:30 (30분 단위 29자리)')).toBeTruthy();
  expect(screen.getByRole('region', { name: '예외 날짜 달력' })).toBeTruthy();

  fetchMock.mockResolvedValueOnce(json([{ id: 6, date: '2026-11-23', kind: 'CLOSED' }]));
  fireEvent.click(screen.getByRole('button', { name: '이 날 쉬기' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(callOf(fetchMock, 0)).toMatchObject({
    method: 'POST',
    body: { kind: 'CLOSED', date: '2026-11-23' },
  });
});

it('says a closed day takes no bookings', () => {
  renderWithSelf(
    <ExceptionsSection
      weekly={weekly}
      exceptions={[{ id: 6, date: '2026-11-23', kind: 'CLOSED' }]}
    />,
  );
  expect(screen.getByText('이 날은 예약을 받지 않아요.')).toBeTruthy();
  expect(screen.getByRole('button', { name: '이 날 쉬기' })).toHaveProperty('disabled', true);
});
