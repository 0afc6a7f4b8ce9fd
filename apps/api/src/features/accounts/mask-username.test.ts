import { describe, expect, it } from 'vitest';
import { maskUsername } from './mask-username';

describe('maskUsername', () => {
  it.each([
    ['demo_user', 'dem*****r'],
    ['abcde', 'abc*e'],
    ['tester_01', 'tes*****1'],
    ['abcdefghijklmnopqrst', 'abc****************t'],
    ['demo', 'd***'],
    ['abc', 'a**'],
    ['a', 'a'],
    ['', ''],
  ])('%s → %s', (username, masked) => {
    expect(maskUsername(username)).toBe(masked);
  });
});
