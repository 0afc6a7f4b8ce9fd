// Notification, connection and active-session constants of SPEC §9.

export const NOTIFICATION_PAGE_SIZE = 20;
export const MISSED_NOTIFICATION_LIMIT = 20;
export const NOTIFICATION_TOAST_MS = 5_000;
/** Applies only when no action is attached to the browser notification. */
export const BROWSER_NOTIFICATION_CLOSE_MS = 5_000;
export const NOTIFICATION_BELL_SOUND_URL = '/sounds/notification-bell.mp3';

export const CONNECTION_STATES = [
  'idle',
  'connecting',
  'connected',
  'reconnecting',
  'failed',
] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

export const RECONNECT = { maxRetries: 5, baseMs: 1_000, jitterMs: 1_000, capMs: 30_000 } as const;

export const HEARTBEAT = {
  staleMs: 60_000,
  checkEveryMs: 30_000,
  reconnectAfterStaleMs: 1_000,
  reopenAfterCloseMs: 100,
} as const;

/** Active sessions are refetched this long after a session-type notification. */
export const ACTIVE_SESSION_REFRESH_DELAY_MS = 1_000;

export const ACTIVE_SESSION_ALERT = {
  /** A SCHEDULED session is alerted from 10 minutes before its start … */
  beforeStartMs: 600_000,
  /** … until 5 minutes after it. */
  afterStartMs: 300_000,
  suppressionMs: 300_000,
  countdownTickMs: 60_000,
} as const;

export const SESSION_LIST_DEFAULTS = { pageSize: 12, sort: 'DESC', sortKey: 'updatedAt' } as const;

export const BEEP = {
  wave: 'sine',
  gain: 0.1,
  gapMs: 100,
  /** SPEC gives no tone length; 150 ms keeps a four-tone pattern under a second. */
  toneMs: 150,
} as const;
