// Controllable stand-ins for EventSource, network/visibility signals and auth events.
import type { NotificationItem } from '@arcana/domain';
import type { EventSourceLike } from '../connection';
import type { AuthEvents, SignalSource } from '../environment';

export class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];
  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('no EventSource was created');
    return source;
  }
  static reset() {
    FakeEventSource.instances = [];
  }

  readonly url: string;
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  open() {
    this.onopen?.(new Event('open'));
  }

  fail() {
    this.onerror?.(new Event('error'));
  }

  emit(type: string, data: unknown, id?: number) {
    const event = new MessageEvent<string>(type, {
      data: typeof data === 'string' ? data : JSON.stringify(data),
      lastEventId: id === undefined ? '' : String(id),
    });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  notify(notification: NotificationItem) {
    this.emit('notification', notification, notification.id);
  }

  heartbeat() {
    this.emit('heartbeat', { time: Date.now() });
  }

  /** The search parameters of the URL it was opened with. */
  params(): URLSearchParams {
    return new URL(this.url, 'http://arcana.test').searchParams;
  }
}

export const fakeEventSourceFactory = (url: string) => new FakeEventSource(url);

export function fakeSignal(initial = true) {
  let value = initial;
  const listeners = new Set<(value: boolean) => void>();
  const source: SignalSource & { set(next: boolean): void; listenerCount(): number } = {
    current: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next) {
      value = next;
      for (const listener of [...listeners]) listener(next);
    },
    listenerCount: () => listeners.size,
  };
  return source;
}

export function fakeAuthEvents() {
  const refreshed = new Set<() => void>();
  const loggedOut = new Set<() => void>();
  const events: AuthEvents & { refresh(): void; logout(): void } = {
    onTokensRefreshed(listener) {
      refreshed.add(listener);
      return () => {
        refreshed.delete(listener);
      };
    },
    onLoggedOut(listener) {
      loggedOut.add(listener);
      return () => {
        loggedOut.delete(listener);
      };
    },
    refresh: () => {
      for (const listener of [...refreshed]) listener();
    },
    logout: () => {
      for (const listener of [...loggedOut]) listener();
    },
  };
  return events;
}

export function notification(
  id: number,
  overrides: Partial<NotificationItem> = {},
): NotificationItem {
  return {
    id,
    type: 'PAYMENT',
    title: `알림 ${id}`,
    content: '내용',
    createdAt: '2026-11-22T01:00:00.000Z',
    read: false,
    link: null,
    ...overrides,
  };
}
