// Web Locks and BroadcastChannel as shared by the tabs of one browser, in memory.
import type { BroadcastChannelLike, LockManagerLike } from '../tab-leader';

type Waiter = { callback: (lock: unknown) => Promise<void>; resolve: (value: unknown) => void };

export function fakeLockManager() {
  const held = new Set<string>();
  const queues = new Map<string, Waiter[]>();

  function grant(name: string, waiter: Waiter) {
    held.add(name);
    waiter
      .callback({ name })
      .catch(() => {})
      .finally(() => {
        held.delete(name);
        waiter.resolve(undefined);
        const next = queues.get(name)?.shift();
        if (next) grant(name, next);
      });
  }

  const locks: LockManagerLike & { isHeld(name: string): boolean; waiting(name: string): number } =
    {
      request(name, options, callback) {
        return new Promise((resolve, reject) => {
          const waiter: Waiter = { callback, resolve };
          if (!held.has(name)) {
            grant(name, waiter);
            return;
          }
          queues.set(name, [...(queues.get(name) ?? []), waiter]);
          options.signal?.addEventListener('abort', () => {
            queues.set(
              name,
              (queues.get(name) ?? []).filter((queued) => queued !== waiter),
            );
            reject(new DOMException('aborted', 'AbortError'));
          });
        });
      },
      isHeld: (name) => held.has(name),
      waiting: (name) => queues.get(name)?.length ?? 0,
    };
  return locks;
}

/** Like the real one: a message reaches every other open channel of that name, asynchronously. */
export function fakeChannelHub() {
  const open = new Map<string, Set<BroadcastChannelLike>>();
  return (name: string): BroadcastChannelLike => {
    const members = open.get(name) ?? new Set<BroadcastChannelLike>();
    open.set(name, members);
    const channel: BroadcastChannelLike = {
      onmessage: null,
      postMessage(message) {
        const data = structuredClone(message);
        for (const member of members) {
          if (member === channel) continue;
          queueMicrotask(() => member.onmessage?.({ data }));
        }
      },
      close() {
        members.delete(channel);
      },
    };
    members.add(channel);
    return channel;
  };
}
