// Runs the connection machine for one stream: holds its state, carries out its commands (the
// backoff timer here, opening and closing through the owner) and feeds it the network,
// visibility and auth events. The notification stream (connection.ts) and the session room's
// stream both run on it, so they recover from the same things in the same way.
import type { AuthEvents, SignalSource, TimerHandle, Timers } from './environment';
import {
  INITIAL_MACHINE_STATE,
  type MachineCommand,
  type MachineEvent,
  type MachineState,
  transition,
} from './machine';

export type MachineDriverOptions = {
  timers: Timers;
  /** Jitter source of the backoff. */
  random: () => number;
  network: SignalSource;
  visibility: SignalSource;
  authEvents: AuthEvents;
  /** Close any open EventSource and open a new one. */
  open(): void;
  /** Close the EventSource (the driver has already cancelled its scheduled reconnect). */
  close(): void;
  /** After every event, once its commands have run. */
  changed(previous: MachineState, next: MachineState): void;
  /** Logging out stops the stream; the owner's stop, which calls the driver's. */
  loggedOut(): void;
};

export type MachineDriver = {
  state(): MachineState;
  dispatch(event: MachineEvent): void;
  /** From idle only: listen to network, visibility and auth events, and start. */
  start(): void;
  /** Stop listening and stop the machine. */
  stop(): void;
};

export function createMachineDriver(options: MachineDriverOptions): MachineDriver {
  const { timers, network, visibility, authEvents } = options;
  let machine: MachineState = INITIAL_MACHINE_STATE;
  let reconnectTimer: TimerHandle | null = null;
  let unsubscribers: (() => void)[] = [];

  function cancelReconnect() {
    if (reconnectTimer !== null) timers.clearTimeout(reconnectTimer);
    reconnectTimer = null;
  }

  function run(command: MachineCommand) {
    switch (command.type) {
      case 'open':
        cancelReconnect();
        options.open();
        return;
      case 'close':
        cancelReconnect();
        options.close();
        return;
      case 'schedule':
        reconnectTimer = timers.setTimeout(() => {
          reconnectTimer = null;
          dispatch({ type: 'RECONNECT_DUE' });
        }, command.delayMs);
        return;
      default:
        command satisfies never;
    }
  }

  function dispatch(event: MachineEvent) {
    const previous = machine;
    const next = transition(machine, event, options.random);
    machine = next.state;
    for (const command of next.commands) run(command);
    options.changed(previous, machine);
  }

  return {
    state: () => machine,
    dispatch,
    start() {
      if (machine.status !== 'idle') return;
      unsubscribers = [
        network.subscribe((online) => dispatch({ type: online ? 'ONLINE' : 'OFFLINE' })),
        visibility.subscribe((visible) => {
          if (visible && network.current()) dispatch({ type: 'VISIBLE' });
        }),
        // A stream sends the access token when it opens: fresh tokens, fresh stream.
        authEvents.onTokensRefreshed(() => dispatch({ type: 'REOPEN' })),
        authEvents.onLoggedOut(() => options.loggedOut()),
      ];
      // Offline at start: straight to failed without opening anything; online recovers it.
      dispatch({ type: network.current() ? 'START' : 'OFFLINE' });
    },
    stop() {
      for (const unsubscribe of unsubscribers) unsubscribe();
      unsubscribers = [];
      dispatch({ type: 'STOP' });
    },
  };
}
