// @vitest-environment jsdom
import { counselingQueries } from '@arcana/api-client';
import { GUEST_USER, type User } from '@arcana/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { SlotCalendar } from './SlotCalendar';

// 2026-11-24 (Tue) 09:10 in Seoul; the counselor works Tuesdays 10:00–13:00, and 11:00–12:00 of
// that day is taken.
const NOW = Date.parse('2026-11-24T09:10:00+09:00');
const COUNSELOR = 3;
const user: User = {
  ...GUEST_USER,
  id: 7,
  name: '데모 사용자',
  username: 'demo-user',
  displayName: '데모',
  enabled: true,
  roles: ['USER'],
};

function renderCalendar(node: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(['me'], user);
  client.setQueryData(counselingQueries.availableTimes(COUNSELOR).queryKey, {
    weekly: [{ weekday: 2, start: '10:00', end: '13:00' }],
    exceptions: [],
  });
  client.setQueryData(counselingQueries.counselorMonthly(COUNSELOR, 2026, 11).queryKey, {
    year: 2026,
    month: 11,
    occupied: [{ start: '2026-11-24T11:00:00+09:00', end: '2026-11-24T12:00:00+09:00' }],
  });
  client.setQueryData(counselingQueries.counselorMonthly(COUNSELOR, 2026, 12).queryKey, {
    year: 2026,
    month: 12,
    occupied: [],
  });
  render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

afterEach(() => {
  cleanup();
});

it('lists the free starts of the first open day as radios and hands the chosen one over', () => {
  const onChange = vi.fn();
  renderCalendar(
    <SlotCalendar counselorId={COUNSELOR} durationMinutes={30} now={NOW} onChange={onChange} />,
  );
  const day = screen.getByTestId('slot-day');
  expect(within(day).getByText('11월 24일 (화) 시간 선택')).toBeTruthy();
  const times = within(day).getAllByRole('radio');
  expect(times.map((radio) => radio.getAttribute('aria-label'))).toEqual([
    '오전 10:30',
    '오후 12:00',
    '오후 12:30',
  ]);
  fireEvent.click(times[1] as HTMLElement);
  expect(onChange).toHaveBeenCalledWith('2026-11-24T12:00:00+09:00');
});

it('shows the chosen start as checked, and drops a start that is no longer free', () => {
  const onChange = vi.fn();
  renderCalendar(
    <SlotCalendar
      counselorId={COUNSELOR}
      durationMinutes={30}
      now={NOW}
      value="2026-11-24T12:30:00+09:00"
      onChange={onChange}
    />,
  );
  expect(screen.getByRole('radio', { name: '오후 12:30' })).toHaveProperty('checked', true);
  expect(onChange).not.toHaveBeenCalled();
  cleanup();

  renderCalendar(
    <SlotCalendar
      counselorId={COUNSELOR}
      durationMinutes={30}
      now={NOW}
      value="2026-11-24T11:00:00+09:00"
      onChange={onChange}
    />,
  );
  expect(onChange).toHaveBeenCalledWith(null);
});

it('read-only (the profile) lists the times without anything to press', () => {
  renderCalendar(<SlotCalendar counselorId={COUNSELOR} durationMinutes={30} now={NOW} readOnly />);
  const day = screen.getByTestId('slot-day');
  expect(within(day).getByText('11월 24일 (화) 예약 가능한 시간')).toBeTruthy();
  expect(within(day).queryAllByRole('radio')).toEqual([]);
  expect(
    within(day)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['10:30', '12:00', '12:30']);
});
