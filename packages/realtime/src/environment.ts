// The browser facilities the realtime core uses, behind small interfaces so tests (and
// non-browser hosts) inject fakes: timers, clock, network and visibility signals, auth events.
import { onLoggedOut, onTokensRefreshed } from '@arcana/api-client';

export type TimerHandle = unknown;

export type Timers = {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(callback: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
};

/** A boolean the environment can change (online, page visible). */
export type SignalSource = {
  current(): boolean;
  subscribe(listener: (value: boolean) => void): () => void;
};

export type AuthEvents = {
  onTokensRefreshed(listener: () => void): () => void;
  onLoggedOut(listener: () => void): () => void;
};

export const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export const apiClientAuthEvents: AuthEvents = {
  onTokensRefreshed: (listener) => onTokensRefreshed(() => listener()),
  onLoggedOut: (listener) => onLoggedOut(() => listener()),
};

const ALWAYS: SignalSource = { current: () => true, subscribe: () => () => {} };

/** navigator.onLine with the window's online/offline events; always online outside a browser. */
export function browserNetwork(): SignalSource {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return ALWAYS;
  return {
    current: () => navigator.onLine !== false,
    subscribe(listener) {
      const online = () => listener(true);
      const offline = () => listener(false);
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    },
  };
}

/** document.visibilityState === 'visible' with visibilitychange; always visible outside one. */
export function browserVisibility(): SignalSource {
  if (typeof document === 'undefined') return ALWAYS;
  const current = () => document.visibilityState !== 'hidden';
  return {
    current,
    subscribe(listener) {
      const changed = () => listener(current());
      document.addEventListener('visibilitychange', changed);
      return () => document.removeEventListener('visibilitychange', changed);
    },
  };
}
