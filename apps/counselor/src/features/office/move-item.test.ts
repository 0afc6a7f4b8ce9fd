import { expect, it } from 'vitest';
import { moveItem } from './move-item';

it('moves an item one place up or down', () => {
  expect(moveItem([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
  expect(moveItem([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
});

it('leaves the list as it is at either end', () => {
  expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
  expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
});
