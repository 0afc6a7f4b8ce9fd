import { describe, expect, it } from 'vitest';
import {
  type AlertSessionCandidate,
  countdownText,
  durationLabel,
  pickAlertSession,
  sessionDurationLabel,
} from './active-session';

// 2026-11-22 15:00:00 in Seoul.
const NOW = Date.UTC(2026, 10, 22, 6, 0, 0);

function scheduled(id: number, startTime: string | null): AlertSessionCandidate {
  return { id, status: 'SCHEDULED', startTime };
}

describe('pickAlertSession ordering', () => {
  it('prefers IN_PROGRESS over PREPARING over an imminent SCHEDULED', () => {
    const sessions: AlertSessionCandidate[] = [
      scheduled(1, '2026-11-22T15:05:00+09:00'),
      { id: 2, status: 'PREPARING', startTime: null },
      { id: 3, status: 'IN_PROGRESS', startTime: null },
    ];
    expect(pickAlertSession(sessions, NOW)?.id).toBe(3);
  });

  it('takes PREPARING when nothing is in progress', () => {
    const sessions: AlertSessionCandidate[] = [
      scheduled(1, '2026-11-22T15:05:00+09:00'),
      { id: 2, status: 'PREPARING', startTime: '2026-11-22T18:00:00+09:00' },
    ];
    expect(pickAlertSession(sessions, NOW)?.id).toBe(2);
  });

  it('keeps list order within one status', () => {
    const sessions: AlertSessionCandidate[] = [
      { id: 7, status: 'IN_PROGRESS', startTime: null },
      { id: 8, status: 'IN_PROGRESS', startTime: null },
    ];
    expect(pickAlertSession(sessions, NOW)?.id).toBe(7);
  });

  it('takes the earliest start among in-window SCHEDULED sessions', () => {
    const sessions = [
      scheduled(1, '2026-11-22T15:08:00+09:00'),
      scheduled(2, '2026-11-22T14:58:00+09:00'),
      scheduled(3, '2026-11-22T15:02:00+09:00'),
    ];
    expect(pickAlertSession(sessions, NOW)?.id).toBe(2);
  });

  it('ignores every other status', () => {
    const sessions: AlertSessionCandidate[] = [
      { id: 1, status: 'PENDING', startTime: '2026-11-22T15:00:00+09:00' },
      { id: 2, status: 'COMPLETED', startTime: '2026-11-22T15:00:00+09:00' },
      { id: 3, status: 'CANCELLED_BY_USER', startTime: '2026-11-22T15:00:00+09:00' },
      { id: 4, status: 'NO_SHOW_BOTH', startTime: '2026-11-22T15:00:00+09:00' },
    ];
    expect(pickAlertSession(sessions, NOW)).toBeUndefined();
  });

  it('returns undefined for an empty list', () => {
    expect(pickAlertSession([], NOW)).toBeUndefined();
  });

  it('returns the caller’s own object', () => {
    const session = { id: 5, status: 'IN_PROGRESS' as const, startTime: null, extra: 'kept' };
    expect(pickAlertSession([session], NOW)).toBe(session);
  });
});

describe('pickAlertSession window for SCHEDULED', () => {
  it.each([
    ['exactly 5 minutes past', '2026-11-22T14:55:00+09:00', 1],
    ['1 s more than 5 minutes past', '2026-11-22T14:54:59+09:00', undefined],
    ['1 ms more than 5 minutes past', '2026-11-22T14:54:59.999+09:00', undefined],
    ['starting now', '2026-11-22T15:00:00+09:00', 1],
    ['exactly 10 minutes ahead', '2026-11-22T15:10:00+09:00', 1],
    ['1 ms more than 10 minutes ahead', '2026-11-22T15:10:00.001+09:00', undefined],
    ['1 s more than 10 minutes ahead', '2026-11-22T15:10:01+09:00', undefined],
    ['an hour ahead', '2026-11-22T16:00:00+09:00', undefined],
    ['in UTC, 10 minutes ahead', '2026-11-22T06:10:00Z', 1],
    ['without offset, read as Seoul time', '2026-11-22T15:05:00', 1],
    ['without offset, 10 minutes and 1 s ahead', '2026-11-22T15:10:01', undefined],
    ['null start', null, undefined],
    ['empty start', '', undefined],
    ['garbage start', 'soon', undefined],
  ])('%s → %s', (_case, startTime, expectedId) => {
    expect(pickAlertSession([scheduled(1, startTime)], NOW)?.id).toBe(expectedId);
  });
});

describe('countdownText', () => {
  const start = Date.UTC(2026, 10, 22, 6, 0, 0);
  it.each([
    ['already started', start + 120_000, '곧 시작'],
    ['starting now', start, '곧 시작'],
    ['59 s ahead', start - 59_000, '곧 시작'],
    ['59.999 s ahead', start - 59_999, '곧 시작'],
    ['exactly 1 minute ahead', start - 60_000, '1분 후'],
    ['1 min 59 s ahead', start - 119_000, '1분 후'],
    ['10 minutes ahead', start - 600_000, '10분 후'],
    ['59 min 59 s ahead', start - 3_599_000, '59분 후'],
    ['exactly 1 hour ahead', start - 3_600_000, '1시간 0분 후'],
    ['1 h 5 min 30 s ahead', start - 3_930_000, '1시간 5분 후'],
    ['25 h ahead', start - 90_000_000, '25시간 0분 후'],
    ['now is NaN', Number.NaN, '곧 시작'],
  ])('%s → %s', (_case, nowMs, expected) => {
    expect(countdownText(start, nowMs)).toBe(expected);
  });
});

describe('durationLabel', () => {
  it.each([
    [{ unlimited: true, minutes: 30 }, '무제한'],
    [{ unlimited: true, minutes: 0 }, '무제한'],
    [{ unlimited: false, minutes: 30 }, '30분'],
    [{ unlimited: false, minutes: 90 }, '90분'],
    [{ unlimited: false, minutes: 0 }, '0분'],
    [{ unlimited: false, minutes: Number.NaN }, '무제한'],
  ])('%j → %s', (duration, expected) => {
    expect(durationLabel(duration)).toBe(expected);
  });
});

describe('sessionDurationLabel', () => {
  it.each([
    [null, '무제한'],
    [undefined, '무제한'],
    [1800, '30분'],
    [3600, '60분'],
    [90, '1분'],
    [0, '0분'],
  ])('%s s → %s', (durationSeconds, expected) => {
    expect(sessionDurationLabel(durationSeconds)).toBe(expected);
  });
});
