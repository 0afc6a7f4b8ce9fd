import { expect, it } from 'vitest';
import { formatMobile, maskMobile } from './mobile-format';

it('masks the middle group of an 11-digit number: 01000000001 → 010-****-0001', () => {
  expect(maskMobile('01000000001')).toBe('010-****-0001');
  expect(maskMobile('01012345678')).toBe('010-****-5678');
});

it('masks a 10-digit number with three stars', () => {
  expect(maskMobile('0111234567')).toBe('011-***-4567');
});

it('leaves a value it cannot read alone', () => {
  expect(maskMobile('')).toBe('');
  expect(maskMobile('12345')).toBe('12345');
});

it('hyphenates stored digits for display', () => {
  expect(formatMobile('01098765432')).toBe('010-9876-5432');
});
