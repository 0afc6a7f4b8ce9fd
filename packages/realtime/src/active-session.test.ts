import type { AlertSessionCandidate, SessionStatus } from '@arcana/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AlertSession,
  type AlertState,
  alertCountdownText,
  combineAlertSessions,
  createActiveSessionController,
  dismissAlert,
  INITIAL_ALERT_STATE,
  nextAlertState,
  sessionRoomPath,
} from './active-session';

const NOW = Date.parse('2026-11-22T03:00:00.000Z');
const MINUTE = 60_000;

function session(
  id: number,
  status: SessionStatus,
  startInMs: number | null = null,
  senderType: 'USER' | 'COUNSELOR' = 'USER',
): AlertSession {
  return {
    id,
    status,
    startTime: startInMs === null ? null : new Date(NOW + startInMs).toISOString(),
    senderType,
  };
}

const initial = INITIAL_ALERT_STATE as AlertState<AlertSessionCandidate>;

describe('nextAlertState', () => {
  it('shows the picked session and remembers when', () => {
    const next = nextAlertState(initial, [session(1, 'SCHEDULED', 3 * MINUTE)], NOW, '/');
    expect(next.visible?.id).toBe(1);
    expect(next.lastShown).toEqual({ id: 1, status: 'SCHEDULED', at: NOW });
  });

  it('shows nothing without a session in the window', () => {
    const next = nextAlertState(initial, [session(1, 'SCHEDULED', 11 * MINUTE)], NOW, '/');
    expect(next.visible).toBeNull();
  });

  it('prefers IN_PROGRESS over PREPARING over SCHEDULED', () => {
    const sessions = [
      session(1, 'SCHEDULED', MINUTE),
      session(2, 'PREPARING'),
      session(3, 'IN_PROGRESS'),
    ];
    expect(nextAlertState(initial, sessions, NOW, '/').visible?.id).toBe(3);
  });

  it('a dismissed session stays away with that status', () => {
    const shown = nextAlertState(initial, [session(1, 'SCHEDULED', 3 * MINUTE)], NOW, '/');
    const dismissed = dismissAlert(shown);
    expect(dismissed.visible).toBeNull();
    const later = nextAlertState(
      dismissed,
      [session(1, 'SCHEDULED', 3 * MINUTE)],
      NOW + 10 * MINUTE,
      '/',
    );
    expect(later.visible).toBeNull();
  });

  it('dismissal is per id: another session still shows', () => {
    const shown = nextAlertState(initial, [session(1, 'SCHEDULED', 3 * MINUTE)], NOW, '/');
    const dismissed = dismissAlert(shown);
    const other = nextAlertState(dismissed, [session(2, 'PREPARING')], NOW, '/');
    expect(other.visible?.id).toBe(2);
  });

  it('a dismissed session shows again when its status changes', () => {
    const shown = nextAlertState(initial, [session(1, 'SCHEDULED', 3 * MINUTE)], NOW, '/');
    const dismissed = dismissAlert(shown);
    const started = nextAlertState(dismissed, [session(1, 'IN_PROGRESS')], NOW + MINUTE, '/');
    expect(started.visible).toMatchObject({ id: 1, status: 'IN_PROGRESS' });
  });

  it('once off screen the same session and status stay away for 5 minutes', () => {
    const shown = nextAlertState(initial, [session(1, 'PREPARING')], NOW, '/');
    const gone = nextAlertState(shown, [], NOW + MINUTE, '/');
    expect(gone.visible).toBeNull();
    const back = [session(1, 'PREPARING')];
    expect(nextAlertState(gone, back, NOW + 5 * MINUTE - 1, '/').visible).toBeNull();
    expect(nextAlertState(gone, back, NOW + 5 * MINUTE, '/').visible?.id).toBe(1);
  });

  it('a visible alert stays visible past 5 minutes', () => {
    const shown = nextAlertState(initial, [session(1, 'IN_PROGRESS')], NOW, '/');
    const later = nextAlertState(shown, [session(1, 'IN_PROGRESS')], NOW + 6 * MINUTE, '/');
    expect(later.visible?.id).toBe(1);
    expect(later.lastShown?.at).toBe(NOW);
  });

  it('a new id or status shows at once despite the suppression', () => {
    const shown = nextAlertState(initial, [session(1, 'PREPARING')], NOW, '/');
    const gone = nextAlertState(shown, [], NOW + MINUTE, '/');
    expect(nextAlertState(gone, [session(1, 'IN_PROGRESS')], NOW + MINUTE, '/').visible?.id).toBe(
      1,
    );
    expect(nextAlertState(gone, [session(2, 'PREPARING')], NOW + MINUTE, '/').visible?.id).toBe(2);
  });

  it('hides on session pages and resets the suppression there', () => {
    const shown = nextAlertState(initial, [session(1, 'PREPARING')], NOW, '/');
    const inRoom = nextAlertState(shown, [session(1, 'PREPARING')], NOW, '/counseling/sessions/1');
    expect(inRoom.visible).toBeNull();
    expect(inRoom.lastShown).toBeNull();
    const back = nextAlertState(inRoom, [session(1, 'PREPARING')], NOW + MINUTE, '/');
    expect(back.visible?.id).toBe(1);
  });

  it('hides on the counselor session pages too', () => {
    const state = nextAlertState(initial, [session(1, 'PREPARING')], NOW, '/counselor/sessions/1');
    expect(state.visible).toBeNull();
  });
});

describe('helpers', () => {
  it('counselor sessions come first and carry senderType COUNSELOR', () => {
    const combined = combineAlertSessions(
      [{ id: 1, status: 'SCHEDULED' as const, startTime: null }],
      [{ id: 2, status: 'SCHEDULED' as const, startTime: null }],
    );
    expect(combined).toEqual([
      { id: 1, status: 'SCHEDULED', startTime: null, senderType: 'COUNSELOR' },
      { id: 2, status: 'SCHEDULED', startTime: null, senderType: 'USER' },
    ]);
  });

  it('links to the room with the senderType', () => {
    expect(sessionRoomPath(5, 'USER')).toBe('/counseling/sessions/5?senderType=USER');
    expect(sessionRoomPath(5, 'COUNSELOR')).toBe('/counseling/sessions/5?senderType=COUNSELOR');
  });

  it('counts down only for a scheduled start', () => {
    expect(alertCountdownText(session(1, 'SCHEDULED', 3 * MINUTE), NOW)).toBe('3분 후');
    expect(alertCountdownText(session(1, 'SCHEDULED', 30_000), NOW)).toBe('곧 시작');
    expect(alertCountdownText(session(1, 'IN_PROGRESS', -MINUTE), NOW)).toBeNull();
    expect(alertCountdownText(null, NOW)).toBeNull();
  });
});

describe('controller', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(
    initialPath = '/',
    sessions: AlertSession[] = [session(1, 'SCHEDULED', 3 * MINUTE)],
  ) {
    const fetchSessions = vi.fn(async () => sessions);
    const controller = createActiveSessionController({ fetchSessions, initialPath });
    return { controller, fetchSessions };
  }

  it('fetches, shows the session with its countdown and room link', async () => {
    const { controller } = setup();
    await controller.refresh();
    expect(controller.getSnapshot()).toMatchObject({
      session: { id: 1 },
      countdownText: '3분 후',
      link: '/counseling/sessions/1?senderType=USER',
    });
  });

  it('ticks the countdown every 60 s', async () => {
    const { controller } = setup();
    await controller.refresh();
    const seen: (string | null)[] = [];
    controller.subscribe(() => seen.push(controller.getSnapshot().countdownText));
    vi.advanceTimersByTime(59_999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['2분 후']);
    vi.advanceTimersByTime(60_000);
    expect(seen).toEqual(['2분 후', '1분 후']);
  });

  it('refreshes 1 s after a session-type notification, once for a burst', async () => {
    const { controller, fetchSessions } = setup();
    controller.scheduleRefresh();
    vi.advanceTimersByTime(500);
    controller.scheduleRefresh();
    vi.advanceTimersByTime(999);
    expect(fetchSessions).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchSessions).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot().session?.id).toBe(1);
  });

  it('never fetches on a session page', async () => {
    const { controller, fetchSessions } = setup('/counseling/sessions/1');
    await controller.refresh();
    expect(fetchSessions).not.toHaveBeenCalled();
    expect(controller.getSnapshot().session).toBeNull();
  });

  it('entering a session page hides the alert; leaving it fetches again', async () => {
    const { controller, fetchSessions } = setup();
    await controller.refresh();
    controller.setPath('/counseling/sessions/1');
    expect(controller.getSnapshot().session).toBeNull();
    controller.setPath('/');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchSessions).toHaveBeenCalledTimes(2);
    expect(controller.getSnapshot().session?.id).toBe(1);
  });

  it('dismiss hides it and a later refresh keeps it away', async () => {
    const { controller } = setup();
    await controller.refresh();
    controller.dismiss();
    expect(controller.getSnapshot().session).toBeNull();
    await controller.refresh();
    expect(controller.getSnapshot().session).toBeNull();
  });

  it('a failed fetch keeps the last sessions', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { controller, fetchSessions } = setup();
    await controller.refresh();
    fetchSessions.mockRejectedValueOnce(new Error('500'));
    await controller.refresh();
    expect(controller.getSnapshot().session?.id).toBe(1);
    warn.mockRestore();
  });

  it('reset forgets sessions and dismissals (logout)', async () => {
    const { controller } = setup();
    await controller.refresh();
    controller.dismiss();
    controller.reset();
    await controller.refresh();
    expect(controller.getSnapshot().session?.id).toBe(1);
  });
});
