import { expect, it } from 'vitest';
import { batchimOf } from './korean';

it('tells a name ending in a final consonant from one that does not', () => {
  expect(batchimOf('한결')).toBe('yes');
  expect(batchimOf('루나')).toBe('no');
  expect(batchimOf('세이지')).toBe('no');
  expect(batchimOf('Luna')).toBe('no');
  expect(batchimOf('')).toBe('no');
});
