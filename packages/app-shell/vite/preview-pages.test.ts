// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pageFileFor } from './preview-pages.js';

let dist = '';

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'arcana-preview-'));
  writeFileSync(path.join(dist, 'index.html'), 'home');
  writeFileSync(path.join(dist, '200.html'), 'shell');
  mkdirSync(path.join(dist, 'notices/list'), { recursive: true });
  writeFileSync(path.join(dist, 'notices/list/index.html'), 'notices');
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

it.each([
  ['/', 'index.html'],
  ['/?utm_source=kakao&utm_campaign=open', 'index.html'],
  ['/?fbclid=IwAR0', 'index.html'],
  ['/?tab=ai', '200.html'],
  ['/notices/list?category=UPDATE', '200.html'],
  ['/notices/list?category=UPDATE&utm_source=kakao', '200.html'],
  ['/notices/list', 'notices/list/index.html'],
  ['/notices/list/', 'notices/list/index.html'],
  ['/me/claims', '200.html'],
  ['/counseling/sessions/3?senderType=USER', '200.html'],
])('a navigation to %s gets %s', (url, file) => {
  expect(pageFileFor(dist, url)).toBe(path.join(dist, file));
});

it.each(['/api/public/notices', '/assets/index-a1.js', '/favicon.svg'])(
  '%s is no page navigation',
  (url) => {
    expect(pageFileFor(dist, url)).toBeNull();
  },
);
