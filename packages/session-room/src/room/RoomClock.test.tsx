import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { roomState } from '../test/fakes';
import { RoomClock } from './RoomClock';

const startedAt = Date.parse('2026-11-24T03:00:00.000Z');

it('counts the paid time down while both are in', () => {
  const room = roomState();
  render(<RoomClock room={room} receivedAt={startedAt} now={() => startedAt + 90_000} />);
  const clock = screen.getByTestId('room-clock');
  expect(clock.dataset.kind).toBe('running');
  expect(clock.dataset.remainingSeconds).toBe(String(1800 - 90));
  expect(clock.textContent).toContain('28:30');
  expect(clock.dataset.pausedReason).toBe('');
});

it('shows the pause and its reason in Korean while the counselor is away', () => {
  const room = roomState({
    clock: {
      ...roomState().clock,
      billedSeconds: 300,
      runningSince: null,
      pausedReason: 'COUNSELOR_AWAY',
    },
  });
  render(<RoomClock room={room} receivedAt={startedAt} now={() => startedAt + 600_000} />);
  const clock = screen.getByTestId('room-clock');
  expect(clock.dataset.kind).toBe('paused');
  expect(clock.dataset.pausedReason).toBe('COUNSELOR_AWAY');
  expect(clock.textContent).toContain('25:00');
  expect(screen.getByTestId('room-clock-paused').textContent).toMatch(/상담사/);
});
