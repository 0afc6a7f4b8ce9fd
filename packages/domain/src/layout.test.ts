import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT, isLayoutName, isSessionPage, LAYOUT_NAMES, pageTitle } from './layout';

describe('layouts', () => {
  it('lists the eleven layouts of SPEC §2 with default as fallback', () => {
    expect(LAYOUT_NAMES).toEqual([
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
    ]);
    expect(DEFAULT_LAYOUT).toBe('default');
  });

  it.each([
    ['no-app', true],
    ['subpage-home', true],
    ['admin', false],
    [undefined, false],
  ])('isLayoutName(%s) → %s', (value, expected) => {
    expect(isLayoutName(value)).toBe(expected);
  });
});

describe('pageTitle', () => {
  it.each([
    ['공지사항', '공지사항 | 아르카나'],
    ['  상담사 찾기 ', '상담사 찾기 | 아르카나'],
    ['', '아르카나'],
    ['   ', '아르카나'],
    [undefined, '아르카나'],
    [null, '아르카나'],
  ])('%j → %s', (title, expected) => {
    expect(pageTitle(title)).toBe(expected);
  });
});

describe('isSessionPage', () => {
  it.each([
    ['/counseling/sessions/12', true],
    ['/counseling/sessions/12/chat', true],
    ['/counseling/sessions/12/video', true],
    ['/counselor/sessions/3', true],
    ['/counselor/sessions/', true],
    ['/counselor/sessions', false],
    ['/counseling/sessions', false],
    ['/me/counseling/sessions', false],
    ['/me/counseling/sessions/12/reviews', false],
    ['/counseling/products/1', false],
    ['/', false],
    ['', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isSessionPage(pathname)).toBe(expected);
  });
});
