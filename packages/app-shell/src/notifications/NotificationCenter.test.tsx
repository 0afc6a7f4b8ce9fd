import type {
  ConnectionState,
  NotificationAudience,
  NotificationItem,
  NotificationType,
} from '@arcana/domain';
import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { beforeAll, expect, it, vi } from 'vitest';
import { AppProviders } from '../providers/AppProviders';
import { NotificationCenter } from './NotificationCenter';

// The modal is lazily loaded; compiling it (Radix, vanilla-extract) once up front keeps the
// first test's wait about the center, not about the transform.
beforeAll(async () => {
  await import('./NotificationModal');
}, 30_000);

function notification(id: number, type: string, link: string | null = null): NotificationItem {
  return {
    id,
    type,
    title: `${type} 알림 제목 ${id}`,
    content: `${type} 알림 내용`,
    createdAt: '2026-11-22T06:05:00.000Z',
    read: false,
    link,
  };
}

type FeedSnapshot = { items: NotificationItem[]; state: ConnectionState };
type CenterOptions = {
  audience: NotificationAudience;
  path?: string;
  permission?: 'granted' | 'default';
  holdModals?: boolean;
  soundOwnedElsewhere?: readonly NotificationType[];
};

// One fake feed per test (mount resets it), read by a module-level component.
let snapshot: FeedSnapshot = { items: [], state: 'connected' };
const listeners = new Set<() => void>();
let options: CenterOptions = { audience: 'USER' };
let beepPlayer = { play: vi.fn((_tones: readonly number[]) => true) };

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function Center() {
  const { items, state } = useSyncExternalStore(subscribe, () => snapshot);
  return (
    <NotificationCenter
      audience={options.audience}
      items={items}
      state={state}
      permission={() => options.permission ?? 'default'}
      holdModals={options.holdModals ?? false}
      beepPlayer={beepPlayer}
      {...(options.soundOwnedElsewhere ? { soundOwnedElsewhere: options.soundOwnedElsewhere } : {})}
    />
  );
}

async function publish(next: Partial<FeedSnapshot>) {
  snapshot = { ...snapshot, ...next };
  await act(async () => {
    for (const listener of listeners) listener();
  });
}

async function mount(nextOptions: CenterOptions) {
  options = nextOptions;
  snapshot = { items: [], state: 'connected' };
  beepPlayer = { play: vi.fn((_tones: readonly number[]) => true) };
  const router = createRouter({
    routeTree: createRootRoute({ component: Center }),
    history: createMemoryHistory({ initialEntries: [nextOptions.path ?? '/'] }),
  });
  render(
    <AppProviders queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await act(async () => {
    await router.load();
  });
  return {
    beepPlayer,
    receive: (...arrivals: NotificationItem[]) =>
      publish({ items: [...arrivals.reverse(), ...snapshot.items] }),
    setState: (state: ConnectionState) => publish({ state }),
  };
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
}

it('shows a user PAYMENT as a modal', async () => {
  const center = await mount({ audience: 'USER' });
  await center.receive(notification(1, 'PAYMENT', '/me/payments'));
  expect(
    await screen.findByRole('dialog', { name: 'PAYMENT 알림 제목 1' }, { timeout: 4000 }),
  ).toBeTruthy();
});

it('shows a user COMMENT as a toast', async () => {
  const center = await mount({ audience: 'USER' });
  await center.receive(notification(2, 'COMMENT', '/ai/articles/3/details'));
  expect(
    await screen.findByRole('button', { name: 'COMMENT 알림 제목 2 알림 열기' }, { timeout: 4000 }),
  ).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('shows nothing for a user COUNSELING_SESSION', async () => {
  const center = await mount({ audience: 'USER' });
  await center.receive(notification(3, 'COUNSELING_SESSION', '/counseling/sessions/4'));
  await settle();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByText('COUNSELING_SESSION 알림 제목 3')).toBeNull();
});

it('shows a counselor REVIEW_RECEIVED as a modal and SESSION_REQUESTED as nothing', async () => {
  const center = await mount({ audience: 'COUNSELOR' });
  await center.receive(notification(4, 'SESSION_REQUESTED'));
  await settle();
  expect(screen.queryByRole('dialog')).toBeNull();
  await center.receive(notification(5, 'REVIEW_RECEIVED'));
  expect(
    await screen.findByRole('dialog', { name: 'REVIEW_RECEIVED 알림 제목 5' }, { timeout: 4000 }),
  ).toBeTruthy();
});

it('shows no modal for a notification whose link prefixes the current path', async () => {
  const center = await mount({ audience: 'USER', path: '/me/payments/3' });
  await center.receive(notification(6, 'PAYMENT', '/me/payments'));
  await settle();
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('shows no toast for a notification whose link is the current path', async () => {
  const center = await mount({ audience: 'USER', path: '/ai/articles/3/details' });
  await center.receive(notification(7, 'COMMENT', '/ai/articles/3/details'));
  await settle();
  expect(screen.queryByRole('button', { name: 'COMMENT 알림 제목 7 알림 열기' })).toBeNull();
});

it('queues modals: the second shows after the first is confirmed', async () => {
  const center = await mount({ audience: 'USER' });
  await center.receive(notification(8, 'PAYMENT'), notification(9, 'SYSTEM_NOTICE'));
  expect(await screen.findByRole('dialog', { name: 'PAYMENT 알림 제목 8' })).toBeTruthy();
  await act(async () => {
    screen.getByRole('button', { name: '확인' }).click();
  });
  expect(await screen.findByRole('dialog', { name: 'SYSTEM_NOTICE 알림 제목 9' })).toBeTruthy();
});

it('beeps only when notifications are permitted', async () => {
  const silent = await mount({ audience: 'USER' });
  await silent.receive(notification(10, 'TEST'));
  expect(silent.beepPlayer.play).not.toHaveBeenCalled();
});

it('beeps the session tone when permitted', async () => {
  const center = await mount({ audience: 'USER', permission: 'granted' });
  await center.receive(notification(11, 'COUNSELING_CALL'));
  expect(center.beepPlayer.play).toHaveBeenCalledWith([500, 700, 900, 700]);
});

it('leaves silent the types whose sound the page plays itself, and beeps the others', async () => {
  const center = await mount({
    audience: 'COUNSELOR',
    permission: 'granted',
    soundOwnedElsewhere: ['SESSION_REQUESTED'],
  });
  await center.receive(notification(12, 'SESSION_REQUESTED'));
  expect(center.beepPlayer.play).not.toHaveBeenCalled();
  await center.receive(notification(13, 'SESSION_STARTED'));
  expect(center.beepPlayer.play).toHaveBeenCalledTimes(1);
  expect(center.beepPlayer.play).toHaveBeenCalledWith([500, 700, 900, 700]);
});

it('toasts the user connection failure text', async () => {
  const center = await mount({ audience: 'USER' });
  await center.setState('failed');
  expect(
    await screen.findByText('알림 연결에 실패했어요. 페이지를 새로고침해 주세요.'),
  ).toBeTruthy();
});

it('toasts the counselor connection failure text', async () => {
  const center = await mount({ audience: 'COUNSELOR' });
  await center.setState('failed');
  expect(
    await screen.findByText('상담사 알림 연결에 실패했어요. 페이지를 새로고침해 주세요.'),
  ).toBeTruthy();
});

it('holds a modal back while the active-session alert is on screen', async () => {
  const center = await mount({ audience: 'USER', holdModals: true });
  await center.receive(notification(12, 'PAYMENT'));
  await settle();
  expect(screen.queryByRole('dialog')).toBeNull();
});
