import { expect, it } from 'vitest';
import { formatMinutesSeconds, typeMobile } from './mobile-input';

it('hyphenates a mobile number while it is typed', () => {
  expect(typeMobile('010')).toBe('010');
  expect(typeMobile('0101234')).toBe('010-1234');
  expect(typeMobile('01012345678')).toBe('010-1234-5678');
  expect(typeMobile('010-1234-56789')).toBe('010-1234-5678');
  expect(typeMobile('0101234567')).toBe('010-123-4567');
});

it('shows the code timer as m:ss', () => {
  expect(formatMinutesSeconds(180)).toBe('3:00');
  expect(formatMinutesSeconds(59)).toBe('0:59');
  expect(formatMinutesSeconds(0)).toBe('0:00');
});
