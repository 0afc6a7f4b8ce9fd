import { expect, it } from 'vitest';
import { roomState } from '../test/fakes';
import { clockStateOf, clockText, countdownOf, serverOffsetMs } from './countdown';

const startedAt = Date.parse('2026-11-24T03:00:00.000Z');

it('counts down with the server time, whatever the browser clock says', () => {
  const { clock } = roomState();
  // The browser is 2 minutes behind the server.
  const receivedAt = startedAt - 120_000;
  const offset = serverOffsetMs(clock, receivedAt);
  const countdown = countdownOf(clock, 'IN_PROGRESS', receivedAt + 65_000, offset);
  expect(countdown).toEqual({ kind: 'running', remainingSeconds: 1800 - 65 });
});

it('stands still while paused, and says why', () => {
  const clock = {
    ...roomState().clock,
    billedSeconds: 600,
    runningSince: null,
    pausedReason: 'COUNSELOR_AWAY' as const,
  };
  const countdown = countdownOf(clock, 'IN_PROGRESS', startedAt + 3_600_000, 0);
  expect(countdown).toEqual({ kind: 'paused', remainingSeconds: 1200, reason: 'COUNSELOR_AWAY' });
  expect(clockStateOf(clock, 'IN_PROGRESS')).toBe('paused');
  expect(clockStateOf(clock, 'COMPLETED')).toBe('stopped');
});

it('never goes below zero, and has no clock without paid minutes', () => {
  const { clock } = roomState();
  expect(countdownOf(clock, 'IN_PROGRESS', startedAt + 7_200_000, 0)).toMatchObject({
    remainingSeconds: 0,
  });
  expect(countdownOf({ ...clock, paidSeconds: null }, 'IN_PROGRESS', startedAt, 0)).toEqual({
    kind: 'unlimited',
  });
});

it('writes the figure as mm:ss, with hours when there are any', () => {
  expect(clockText(65)).toBe('01:05');
  expect(clockText(3723)).toBe('1:02:03');
  expect(clockText(-3)).toBe('00:00');
});
