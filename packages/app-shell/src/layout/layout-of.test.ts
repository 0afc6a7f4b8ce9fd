import { expect, it } from 'vitest';
import { layoutOf, layoutTitleOf } from './layout-of';

it('uses default when no match names a layout', () => {
  expect(layoutOf([])).toBe('default');
  expect(layoutOf([{ staticData: {} }, { staticData: undefined }])).toBe('default');
});

it('takes the deepest match that names a layout', () => {
  expect(
    layoutOf([
      { staticData: {} },
      { staticData: { layout: 'mypage' } },
      { staticData: { layout: 'content' } },
    ]),
  ).toBe('content');
  expect(layoutOf([{ staticData: { layout: 'counselor' } }, { staticData: {} }])).toBe('counselor');
});

it('maps every SPEC layout name to itself', () => {
  for (const layout of [
    'ai',
    'content',
    'counseling',
    'counselor',
    'default',
    'empty',
    'help',
    'mypage',
    'no-app',
    'subpage',
    'subpage-home',
  ]) {
    expect(layoutOf([{ staticData: { layout } }])).toBe(layout);
  }
});

it('ignores a name that is not a layout', () => {
  expect(
    layoutOf([{ staticData: { layout: 'mypage' } }, { staticData: { layout: 'sidebar' } }]),
  ).toBe('mypage');
});

it('reads the deepest title', () => {
  expect(
    layoutTitleOf([
      { staticData: { title: '마이페이지' } },
      { staticData: { title: '알림 설정' } },
    ]),
  ).toBe('알림 설정');
  expect(layoutTitleOf([{ staticData: {} }])).toBeUndefined();
});

it('a title of the search: the session detail and its room share one path', () => {
  const title = (search: Record<string, unknown>) => (search.senderType ? '상담방' : '상담 상세');
  expect(layoutTitleOf([{ staticData: { title }, search: { senderType: 'USER' } }])).toBe('상담방');
  expect(layoutTitleOf([{ staticData: { title }, search: {} }])).toBe('상담 상세');
});

it("a title of the params: a room's chat, call and video views are one route", () => {
  const title = (_search: Record<string, unknown>, params: { view: string }) =>
    params.view === 'chat' ? '채팅 상담' : '영상 상담';
  expect(layoutTitleOf([{ staticData: { title }, params: { view: 'chat' } }])).toBe('채팅 상담');
  expect(layoutTitleOf([{ staticData: { title }, params: { view: 'video' } }])).toBe('영상 상담');
});
