// The SSE connection machine, the notification store and the active-session logic arrive with
// the notifications issue; for now only the connection states of SPEC §4 are fixed here.

export const CONNECTION_STATES = [
  'idle',
  'connecting',
  'connected',
  'reconnecting',
  'failed',
] as const;

export type ConnectionState = (typeof CONNECTION_STATES)[number];
