import { expect, it } from 'vitest';
import { formatMinutesSeconds } from './seconds-left';

it('shows the code time left as m:ss', () => {
  expect(formatMinutesSeconds(180)).toBe('3:00');
  expect(formatMinutesSeconds(179)).toBe('2:59');
  expect(formatMinutesSeconds(5)).toBe('0:05');
});
