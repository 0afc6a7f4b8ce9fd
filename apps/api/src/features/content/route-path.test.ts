import { describe, expect, it } from 'vitest';
import { normalizeRoutePath } from './route-path';

describe('normalizeRoutePath', () => {
  it.each([
    ['/', '/'],
    ['/introduce', '/introduce'],
    ['/introduce/', '/introduce'],
    ['/introduce///', '/introduce'],
    ['/introduce?from=app', '/introduce'],
    ['/introduce/?from=app', '/introduce'],
    ['/introduce#top', '/introduce'],
    ['/?x=1', '/'],
    ['/help/introduce', '/help/introduce'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeRoutePath(input)).toBe(expected);
  });
});
