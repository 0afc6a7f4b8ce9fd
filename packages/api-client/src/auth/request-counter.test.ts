import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { installFakeBrowser } from '../test/fake-browser';
import { countRequest, remainingRequests, requestsToday } from './request-counter';

// 23:59 on 2026-11-22 in Seoul (UTC+9), then one minute later: a new Seoul date.
const SEOUL_LATE = Date.parse('2026-11-22T14:59:00Z');
const SEOUL_MIDNIGHT = Date.parse('2026-11-22T15:00:00Z');

let browser: ReturnType<typeof installFakeBrowser>;

beforeEach(() => {
  browser = installFakeBrowser();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('counts per Seoul date in a cookie kept 7 days', () => {
  expect(countRequest(SEOUL_LATE)).toBe(1);
  expect(countRequest(SEOUL_LATE)).toBe(2);

  expect(browser.writes.at(-1)).toBe(
    'requestCounter=2026-11-22%3A2; Max-Age=604800; Path=/; SameSite=Strict',
  );
  expect(requestsToday(SEOUL_LATE)).toBe(2);
});

it('gives guests 3 and users 999 requests a day', () => {
  countRequest(SEOUL_LATE);
  countRequest(SEOUL_LATE);

  expect(remainingRequests(false, SEOUL_LATE)).toBe(1);
  expect(remainingRequests(true, SEOUL_LATE)).toBe(997);
});

it('never goes below zero', () => {
  for (let index = 0; index < 5; index += 1) countRequest(SEOUL_LATE);

  expect(remainingRequests(false, SEOUL_LATE)).toBe(0);
});

it('starts again from zero on a new Seoul date', () => {
  countRequest(SEOUL_LATE);
  countRequest(SEOUL_LATE);

  expect(requestsToday(SEOUL_MIDNIGHT)).toBe(0);
  expect(remainingRequests(false, SEOUL_MIDNIGHT)).toBe(3);
  expect(countRequest(SEOUL_MIDNIGHT)).toBe(1);
  expect(browser.writes.at(-1)).toBe(
    'requestCounter=2026-11-23%3A1; Max-Age=604800; Path=/; SameSite=Strict',
  );
});

it('treats an unreadable cookie as no requests yet', () => {
  browser.document.cookie = 'requestCounter=garbage; Max-Age=604800; Path=/';

  expect(requestsToday(SEOUL_LATE)).toBe(0);
});
