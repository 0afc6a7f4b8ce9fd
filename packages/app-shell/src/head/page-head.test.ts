import { expect, it } from 'vitest';
import { pageHead } from './page-head';

it('ends the title with the product name', () => {
  expect(pageHead('공지사항')).toEqual({ meta: [{ title: '공지사항 | 아르카나' }] });
});

it('is just the product name without a title', () => {
  expect(pageHead()).toEqual({ meta: [{ title: '아르카나' }] });
  expect(pageHead('  ')).toEqual({ meta: [{ title: '아르카나' }] });
});
