import { describe, expect, it, vi } from 'vitest';
import { createNotificationStore, type NotificationStoreApi } from './notification-store';
import { notification } from './test/fakes';

function setup(api: Partial<NotificationStoreApi> = {}) {
  const calls = {
    fetchUnreadCount: vi.fn(api.fetchUnreadCount ?? (async () => 3)),
    markRead: vi.fn(api.markRead ?? (async () => {})),
    markAllRead: vi.fn(api.markAllRead ?? (async () => {})),
  };
  const store = createNotificationStore({ audience: 'USER', api: calls });
  return { store, calls };
}

describe('receive', () => {
  it('keeps items newest first and raises the count for a new unread one', () => {
    const { store } = setup();
    expect(store.receive(notification(1))).toBe(true);
    expect(store.receive(notification(3))).toBe(true);
    expect(store.receive(notification(2))).toBe(true);
    expect(store.getSnapshot().items.map((item) => item.id)).toEqual([3, 2, 1]);
    expect(store.getSnapshot().unreadCount).toBe(3);
  });

  it('skips a duplicate id (live and missed copies of one notification)', () => {
    const { store } = setup();
    store.receive(notification(5), 'live');
    expect(store.receive(notification(5), 'missed')).toBe(false);
    expect(store.getSnapshot().items).toHaveLength(1);
    expect(store.getSnapshot().unreadCount).toBe(1);
  });

  it('does not count an already read notification', () => {
    const { store } = setup();
    store.receive(notification(5, { read: true }));
    expect(store.getSnapshot().unreadCount).toBe(0);
  });

  it('reports the latest arrival with its source and a sequence', () => {
    const { store } = setup();
    store.receive(notification(5), 'missed');
    expect(store.getSnapshot().latest).toEqual({
      notification: notification(5),
      source: 'missed',
      sequence: 1,
    });
  });
});

describe('unread count', () => {
  it('loads the server count', async () => {
    const { store } = setup();
    expect(await store.loadUnreadCount()).toBe(3);
    expect(store.getSnapshot().unreadCount).toBe(3);
  });

  it('resets to 0 when the count fails (SPEC §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = setup({
      fetchUnreadCount: async () => {
        throw new Error('500');
      },
    });
    store.receive(notification(1));
    expect(await store.loadUnreadCount()).toBe(0);
    expect(store.getSnapshot().unreadCount).toBe(0);
    warn.mockRestore();
  });

  it('a count answering after a clear is dropped', async () => {
    let answer: (count: number) => void = () => {};
    const { store } = setup({
      fetchUnreadCount: () =>
        new Promise<number>((resolve) => {
          answer = resolve;
        }),
    });
    const pending = store.loadUnreadCount();
    store.clear();
    answer(9);
    await pending;
    expect(store.getSnapshot().unreadCount).toBe(0);
  });
});

describe('markRead', () => {
  it('sends the read, lowers the count by 1 and tells read listeners', async () => {
    const { store, calls } = setup();
    const read = vi.fn();
    store.onRead(read);
    store.receive(notification(1));
    store.receive(notification(2));
    await store.markRead(2);
    expect(calls.markRead).toHaveBeenCalledWith('USER', 2);
    expect(store.getSnapshot().unreadCount).toBe(1);
    expect(store.getSnapshot().items.find((item) => item.id === 2)?.read).toBe(true);
    expect(read).toHaveBeenCalledWith(2);
  });

  it('never sends a TEST notification to the server, but marks it read here', async () => {
    const { store, calls } = setup();
    store.receive(notification(4, { type: 'TEST' }));
    await store.markRead(4);
    expect(calls.markRead).not.toHaveBeenCalled();
    expect(store.getSnapshot().unreadCount).toBe(0);
  });

  it('knows a TEST row it never received by the given type', async () => {
    const { store, calls } = setup();
    await store.markRead(40, 'TEST');
    expect(calls.markRead).not.toHaveBeenCalled();
  });

  it('marking a read one again leaves the count alone', async () => {
    const { store } = setup();
    store.receive(notification(1));
    store.receive(notification(2));
    await store.markRead(2);
    await store.markRead(2);
    expect(store.getSnapshot().unreadCount).toBe(1);
  });

  it('keeps the count when the server refuses', async () => {
    const { store } = setup({
      markRead: async () => {
        throw new Error('404');
      },
    });
    store.receive(notification(1));
    await expect(store.markRead(1)).rejects.toThrow('404');
    expect(store.getSnapshot().unreadCount).toBe(1);
  });
});

describe('markAllRead and clear', () => {
  it('read-all sets the count to 0 and every item read', async () => {
    const { store, calls } = setup();
    store.receive(notification(1));
    store.receive(notification(2, { type: 'TEST' }));
    await store.markAllRead();
    expect(calls.markAllRead).toHaveBeenCalledWith('USER');
    expect(store.getSnapshot().unreadCount).toBe(0);
    expect(store.getSnapshot().items.every((item) => item.read)).toBe(true);
  });

  it('clear drops items, count and latest, and forgets seen ids', () => {
    const { store } = setup();
    store.receive(notification(1));
    store.clear();
    expect(store.getSnapshot()).toEqual({ items: [], unreadCount: 0, latest: null });
    expect(store.receive(notification(1))).toBe(true);
  });
});
