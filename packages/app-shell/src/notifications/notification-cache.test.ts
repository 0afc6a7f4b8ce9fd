import { notificationQueries } from '@arcana/api-client';
import type { NotificationItem } from '@arcana/domain';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { beforeEach, expect, it } from 'vitest';
import { markAllReadInCache, markReadInCache } from './notification-cache';

type Page = { content: NotificationItem[]; empty: boolean; last: boolean; totalPages: number };

function item(id: number, read = false, type = 'COMMENT'): NotificationItem {
  return {
    id,
    type,
    title: `알림 ${id}`,
    content: '',
    createdAt: '2026-11-22T03:00:00.000Z',
    read,
    link: null,
  };
}

const listKey = notificationQueries.list('USER').queryKey;
const countKey = notificationQueries.unreadCount('USER').queryKey;
let queryClient: QueryClient;

function seed(pages: NotificationItem[][], count: number) {
  queryClient.setQueryData<InfiniteData<Page, number | undefined>>(listKey, {
    pages: pages.map((content, index) => ({
      content,
      empty: content.length === 0,
      last: index === pages.length - 1,
      totalPages: pages.length,
    })),
    pageParams: pages.map((_, index) => (index === 0 ? undefined : index)),
  });
  queryClient.setQueryData(countKey, count);
}

function listedIds() {
  const data = queryClient.getQueryData<InfiniteData<Page>>(listKey);
  return data?.pages.flatMap((page) => page.content.map(({ id, read }) => ({ id, read })));
}

beforeEach(() => {
  queryClient = new QueryClient();
});

it('marks one listed notification read and lowers the count once', () => {
  seed([[item(3), item(2)], [item(1)]], 3);
  markReadInCache(queryClient, 'USER', 1);
  markReadInCache(queryClient, 'USER', 1);
  expect(listedIds()).toEqual([
    { id: 3, read: false },
    { id: 2, read: false },
    { id: 1, read: true },
  ]);
  expect(queryClient.getQueryData(countKey)).toBe(2);
});

it('leaves the count alone for a notification that was read already, and never goes below 0', () => {
  seed([[item(2, true), item(1)]], 0);
  markReadInCache(queryClient, 'USER', 2);
  expect(queryClient.getQueryData(countKey)).toBe(0);
  markReadInCache(queryClient, 'USER', 1);
  expect(queryClient.getQueryData(countKey)).toBe(0);
});

it('모두 읽음 marks every listed notification read, TEST included, and sets the count to 0', () => {
  seed([[item(3, false, 'TEST'), item(2)], [item(1, true)]], 2);
  markAllReadInCache(queryClient, 'USER');
  expect(listedIds()?.every((entry) => entry.read)).toBe(true);
  expect(queryClient.getQueryData(countKey)).toBe(0);
});

it('keeps audiences apart', () => {
  seed([[item(1)]], 1);
  markAllReadInCache(queryClient, 'COUNSELOR');
  expect(listedIds()).toEqual([{ id: 1, read: false }]);
  expect(queryClient.getQueryData(countKey)).toBe(1);
});
