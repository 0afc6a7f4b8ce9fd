// The connection state machine of SPEC §4 "Realtime connection" as refined by DESIGN
// "Connection states". Pure: it says what the next state is and what the connection must do;
// connection.ts owns the EventSource and the timers.
import { type ConnectionState, HEARTBEAT, RECONNECT, reconnectDelayMs } from '@arcana/domain';

export type MachineState = {
  readonly status: ConnectionState;
  /** Failed attempts since the last successful open. */
  readonly retries: number;
};

export type MachineEvent =
  /** Start streaming (login, provider mounted). */
  | { type: 'START' }
  /** The EventSource opened. */
  | { type: 'OPEN' }
  /** The EventSource errored or closed. */
  | { type: 'CLOSE' }
  /** The backoff timer set by `schedule` fired. */
  | { type: 'RECONNECT_DUE' }
  /** No event for HEARTBEAT.staleMs. */
  | { type: 'STALE' }
  /** Reopen with fresh credentials (after a token refresh). */
  | { type: 'REOPEN' }
  | { type: 'OFFLINE' }
  | { type: 'ONLINE' }
  | { type: 'VISIBLE' }
  /** The user pressed retry. */
  | { type: 'RETRY' }
  /** Logout or loss of the role: close and forget. */
  | { type: 'STOP' };

export type MachineCommand =
  /** Close any open EventSource and open a new one. */
  | { type: 'open' }
  /** Close the EventSource and cancel a scheduled reconnect. */
  | { type: 'close' }
  /** Dispatch RECONNECT_DUE after `delayMs`. */
  | { type: 'schedule'; delayMs: number };

export type Transition = { state: MachineState; commands: MachineCommand[] };

export const INITIAL_MACHINE_STATE: MachineState = Object.freeze({ status: 'idle', retries: 0 });

const CONNECTING_FRESH: MachineState = { status: 'connecting', retries: 0 };

function stay(state: MachineState): Transition {
  return { state, commands: [] };
}

/**
 * A failed attempt: back off while retries remain (1 s · 2^retries + jitter, capped), else
 * `failed` — DESIGN wins over SPEC's "otherwise idle": idle means stopped, and failed is the
 * state that shows the SPEC §8 toast and recovers on online/visible/retry.
 */
function afterFailure(state: MachineState, random: () => number): Transition {
  if (state.retries >= RECONNECT.maxRetries) {
    return { state: { status: 'failed', retries: state.retries }, commands: [{ type: 'close' }] };
  }
  return {
    state: { status: 'reconnecting', retries: state.retries + 1 },
    commands: [
      { type: 'close' },
      { type: 'schedule', delayMs: reconnectDelayMs(state.retries, random) },
    ],
  };
}

const GO_FAILED = (state: MachineState): Transition => ({
  state: { status: 'failed', retries: state.retries },
  commands: [{ type: 'close' }],
});

const GO_IDLE: Transition = { state: INITIAL_MACHINE_STATE, commands: [{ type: 'close' }] };

const RESTART: Transition = { state: CONNECTING_FRESH, commands: [{ type: 'open' }] };

/** `random` feeds the reconnect jitter; tests inject it. */
export function transition(
  state: MachineState,
  event: MachineEvent,
  random: () => number = Math.random,
): Transition {
  if (event.type === 'STOP') return state.status === 'idle' ? stay(state) : GO_IDLE;
  switch (state.status) {
    case 'idle':
      if (event.type === 'START') return RESTART;
      // Started while the browser is offline: nothing to open until the network returns.
      return event.type === 'OFFLINE' ? GO_FAILED(state) : stay(state);
    case 'connecting':
      switch (event.type) {
        case 'OPEN':
          return { state: { status: 'connected', retries: 0 }, commands: [] };
        case 'CLOSE':
          return afterFailure(state, random);
        case 'OFFLINE':
          return GO_FAILED(state);
        case 'REOPEN':
        case 'RETRY':
          return { state, commands: [{ type: 'open' }] };
        default:
          return stay(state);
      }
    case 'connected':
      switch (event.type) {
        case 'CLOSE':
          return afterFailure(state, random);
        case 'STALE':
          return {
            state: { status: 'reconnecting', retries: state.retries },
            commands: [
              { type: 'close' },
              { type: 'schedule', delayMs: HEARTBEAT.reconnectAfterStaleMs },
            ],
          };
        case 'REOPEN':
          return { state: { status: 'connecting', retries: 0 }, commands: [{ type: 'open' }] };
        case 'OFFLINE':
          return GO_FAILED(state);
        default:
          return stay(state);
      }
    case 'reconnecting':
      switch (event.type) {
        case 'RECONNECT_DUE':
          return {
            state: { status: 'connecting', retries: state.retries },
            commands: [{ type: 'open' }],
          };
        case 'OFFLINE':
          return GO_FAILED(state);
        case 'RETRY':
          return RESTART;
        default:
          return stay(state);
      }
    case 'failed':
      switch (event.type) {
        case 'ONLINE':
        case 'VISIBLE':
        case 'RETRY':
        case 'START':
        // Fresh tokens may be exactly what the failed attempts lacked (a 401 ends an EventSource).
        case 'REOPEN':
          return RESTART;
        default:
          return stay(state);
      }
    default:
      return state.status satisfies never;
  }
}
