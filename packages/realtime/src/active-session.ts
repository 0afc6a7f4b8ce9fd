// The root-level active-session alert (SPEC §4 "Active-session alert", §9 timings): which
// session shows, when it stays away, and a controller that refreshes and ticks the countdown.
import {
  ACTIVE_SESSION_ALERT,
  ACTIVE_SESSION_REFRESH_DELAY_MS,
  type AlertSessionCandidate,
  countdownText,
  isSessionPage,
  pickAlertSession,
  type SenderType,
  type SessionStatus,
  toEpochMs,
} from '@arcana/domain';
import { browserTimers, type TimerHandle, type Timers } from './environment';

/** A session with the side of the room its link opens (DESIGN "Which app hosts what"). */
export type AlertSession<T extends AlertSessionCandidate = AlertSessionCandidate> = T & {
  senderType: SenderType;
};

export type AlertState<T extends AlertSessionCandidate = AlertSessionCandidate> = {
  /** The alert on screen, if any. */
  readonly visible: AlertSession<T> | null;
  /** What was last put on screen and when, for the 5-minute suppression. */
  readonly lastShown: { id: number; status: SessionStatus; at: number } | null;
  /** Dismissed session ids with the status they had; a new status shows the alert again. */
  readonly dismissed: ReadonlyMap<number, SessionStatus>;
};

export const INITIAL_ALERT_STATE: AlertState = Object.freeze({
  visible: null,
  lastShown: null,
  dismissed: new Map<number, SessionStatus>(),
});

/** The room of a session for one side: `/counseling/sessions/{id}?senderType=…`. */
export function sessionRoomPath(id: number, senderType: SenderType): string {
  return `/counseling/sessions/${encodeURIComponent(String(id))}?senderType=${senderType}`;
}

/** Counselor sessions first (counselors only), then the user's own (SPEC §4). */
export function combineAlertSessions<T extends AlertSessionCandidate>(
  counselorSessions: readonly T[],
  userSessions: readonly T[],
): AlertSession<T>[] {
  return [
    ...counselorSessions.map((session) => ({ ...session, senderType: 'COUNSELOR' as const })),
    ...userSessions.map((session) => ({ ...session, senderType: 'USER' as const })),
  ];
}

/**
 * The next alert state for these sessions at `nowMs` on `path`. On a session page the alert is
 * hidden and its suppression reset (dismissals stay); otherwise the picked session shows unless
 * it was dismissed with this status or was put on screen in the last 5 minutes.
 */
export function nextAlertState<T extends AlertSessionCandidate>(
  state: AlertState<T>,
  sessions: readonly AlertSession<T>[],
  nowMs: number,
  path: string,
): AlertState<T> {
  if (isSessionPage(path)) return { ...state, visible: null, lastShown: null };
  const picked = pickAlertSession(sessions, nowMs);
  if (!picked || state.dismissed.get(picked.id) === picked.status) {
    return state.visible ? { ...state, visible: null } : state;
  }
  const same = (shown: { id: number; status: SessionStatus } | null) =>
    shown !== null && shown.id === picked.id && shown.status === picked.status;
  if (same(state.visible)) return { ...state, visible: picked };
  if (
    same(state.lastShown) &&
    nowMs - (state.lastShown?.at ?? 0) < ACTIVE_SESSION_ALERT.suppressionMs
  ) {
    return state.visible ? { ...state, visible: null } : state;
  }
  return {
    ...state,
    visible: picked,
    lastShown: { id: picked.id, status: picked.status, at: nowMs },
  };
}

export function dismissAlert<T extends AlertSessionCandidate>(state: AlertState<T>): AlertState<T> {
  if (!state.visible) return state;
  const dismissed = new Map(state.dismissed);
  dismissed.set(state.visible.id, state.visible.status);
  return { ...state, visible: null, dismissed };
}

/** Countdown for a SCHEDULED session with a start time; null for one already under way. */
export function alertCountdownText(
  session: AlertSessionCandidate | null,
  nowMs: number,
): string | null {
  if (session?.status !== 'SCHEDULED') return null;
  const startMs = toEpochMs(session.startTime);
  return startMs === null ? null : countdownText(startMs, nowMs);
}

export type ActiveSessionSnapshot<T extends AlertSessionCandidate = AlertSessionCandidate> = {
  session: AlertSession<T> | null;
  countdownText: string | null;
  /** Link to the room with the session's senderType, or null. */
  link: string | null;
};

export type ActiveSessionController<T extends AlertSessionCandidate = AlertSessionCandidate> = {
  /** Fetch now (never on a session page) and re-evaluate. */
  refresh(): Promise<void>;
  /** ACTIVE_SESSION_REFRESH_DELAY_MS after a session-type notification. */
  scheduleRefresh(): void;
  /** The router moved; a session page hides and resets, leaving one refetches. */
  setPath(path: string): void;
  dismiss(): void;
  getSnapshot(): ActiveSessionSnapshot<T>;
  subscribe(listener: () => void): () => void;
  /** Logout: forget sessions, dismissals and suppression; timers keep running. */
  reset(): void;
  /** Unmount: stop timers and forget everything. */
  dispose(): void;
};

export function createActiveSessionController<T extends AlertSessionCandidate>(options: {
  /** Combined sessions, e.g. combineAlertSessions(counselor, user). A failure keeps the last. */
  fetchSessions: () => Promise<readonly AlertSession<T>[]>;
  initialPath: string;
  timers?: Timers;
  now?: () => number;
}): ActiveSessionController<T> {
  const timers = options.timers ?? browserTimers;
  const now = options.now ?? (() => Date.now());
  const listeners = new Set<() => void>();
  let path = options.initialPath;
  let sessions: readonly AlertSession<T>[] = [];
  let state = INITIAL_ALERT_STATE as AlertState<T>;
  let snapshot: ActiveSessionSnapshot<T> = { session: null, countdownText: null, link: null };
  let refreshTimer: TimerHandle | null = null;
  let disposed = false;
  // Re-evaluates the window and the countdown text every minute, fetched or not.
  const tick: TimerHandle = timers.setInterval(evaluate, ACTIVE_SESSION_ALERT.countdownTickMs);

  function publish() {
    const session = state.visible;
    const next: ActiveSessionSnapshot<T> = {
      session,
      countdownText: alertCountdownText(session, now()),
      link: session ? sessionRoomPath(session.id, session.senderType) : null,
    };
    if (
      next.session === snapshot.session &&
      next.countdownText === snapshot.countdownText &&
      next.link === snapshot.link
    ) {
      return;
    }
    snapshot = next;
    for (const listener of listeners) listener();
  }

  function evaluate() {
    if (disposed) return;
    state = nextAlertState(state, sessions, now(), path);
    publish();
  }

  async function refresh() {
    if (disposed) return;
    if (isSessionPage(path)) {
      evaluate();
      return;
    }
    try {
      sessions = await options.fetchSessions();
    } catch (error) {
      console.warn('Active sessions could not be refreshed', error);
    }
    evaluate();
  }

  function reset() {
    if (refreshTimer !== null) timers.clearTimeout(refreshTimer);
    refreshTimer = null;
    sessions = [];
    state = INITIAL_ALERT_STATE as AlertState<T>;
    publish();
  }

  return {
    refresh,
    scheduleRefresh() {
      if (disposed) return;
      if (refreshTimer !== null) timers.clearTimeout(refreshTimer);
      refreshTimer = timers.setTimeout(() => {
        refreshTimer = null;
        void refresh();
      }, ACTIVE_SESSION_REFRESH_DELAY_MS);
    },
    setPath(nextPath) {
      if (nextPath === path) return;
      const wasSessionPage = isSessionPage(path);
      path = nextPath;
      if (isSessionPage(nextPath)) evaluate();
      else if (wasSessionPage) void refresh();
      else evaluate();
    },
    dismiss() {
      state = dismissAlert(state);
      publish();
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    reset,
    dispose() {
      disposed = true;
      timers.clearInterval(tick);
      reset();
    },
  };
}
