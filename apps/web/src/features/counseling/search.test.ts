import { expect, it } from 'vitest';
import {
  type CounselorListSearch,
  mergeSearch,
  validateCounselorListSearch,
  validateProductListSearch,
} from './search';

it('keeps the known counselor filters and drops the rest without failing the page', () => {
  expect(
    validateCounselorListSearch({
      q: '  재회 ',
      category: 'love',
      type: 'CHAT',
      status: 'ON',
      sort: 'RATING',
    }),
  ).toEqual({ q: '재회', category: 'love', type: 'CHAT', status: 'ON', sort: 'RATING' });
  expect(
    validateCounselorListSearch({ q: '', category: '<x>', type: 'FAX', status: 'on', sort: 1 }),
  ).toEqual({});
  expect(validateCounselorListSearch({ sort: 'RECOMMENDED', q: 1004 })).toEqual({ q: '1004' });
  expect(validateCounselorListSearch({ q: '가'.repeat(60) }).q).toHaveLength(40);
});

it('keeps the known product filters; POPULAR is the default and left out', () => {
  expect(validateProductListSearch({ type: 'VIDEO', sort: 'PRICE_LOW' })).toEqual({
    type: 'VIDEO',
    sort: 'PRICE_LOW',
  });
  expect(validateProductListSearch({ sort: 'POPULAR', type: 'chat' })).toEqual({});
});

it('mergeSearch changes and removes filters, keeping the others', () => {
  const search: CounselorListSearch = { q: '재회', type: 'CHAT' };
  expect(mergeSearch(search, { type: undefined, status: 'ON' })).toEqual({
    q: '재회',
    status: 'ON',
  });
});
