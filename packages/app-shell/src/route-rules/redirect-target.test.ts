import { expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

const current = { origin: 'http://127.0.0.1:5173', href: '/old' };

it.each([
  ['/new', { kind: 'internal', href: '/new' }],
  ['/notices/list?page=2#top', { kind: 'internal', href: '/notices/list?page=2#top' }],
  ['http://127.0.0.1:5173/help', { kind: 'internal', href: '/help' }],
  ['https://example.com/event', { kind: 'external', url: 'https://example.com/event' }],
  ['//evil.example/x', { kind: 'external', url: 'http://evil.example/x' }],
  ['javascript:alert(1)', { kind: 'none' }],
  ['/old', { kind: 'none' }],
])('reads %s as %o', (to, expected) => {
  expect(redirectTarget(to, current)).toEqual(expected);
});
