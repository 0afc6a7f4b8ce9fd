import { describe, expect, it } from 'vitest';
import {
  COUNSELING_TYPES,
  isActiveStatus,
  isFinishedStatus,
  isReviewable,
  isSessionStatus,
  SESSION_STATUSES,
  type SessionStatus,
  START_TYPES,
} from './session';

describe('SESSION_STATUSES', () => {
  it('lists the twelve statuses in SPEC §4 order', () => {
    expect(SESSION_STATUSES).toEqual([
      'PENDING',
      'SCHEDULED',
      'PREPARING',
      'IN_PROGRESS',
      'COMPLETED',
      'CANCELLED',
      'CANCELLED_BY_USER',
      'CANCELLED_BY_COUNSELOR',
      'CANCELLED_BY_PAYMENT',
      'NO_SHOW_USER',
      'NO_SHOW_COUNSELOR',
      'NO_SHOW_BOTH',
    ]);
  });

  it('lists counseling and start types', () => {
    expect(COUNSELING_TYPES).toEqual(['CHAT', 'CALL', 'VIDEO']);
    expect(START_TYPES).toEqual(['IMMEDIATE', 'RESERVATION']);
  });
});

// status, active, finished, reviewable without review, reviewable with review
const rows: [SessionStatus, boolean, boolean, boolean, boolean][] = [
  ['PENDING', false, false, false, false],
  ['SCHEDULED', false, false, false, false],
  ['PREPARING', true, false, false, false],
  ['IN_PROGRESS', true, false, false, false],
  ['COMPLETED', false, true, true, false],
  ['CANCELLED', false, false, false, false],
  ['CANCELLED_BY_USER', false, false, false, false],
  ['CANCELLED_BY_COUNSELOR', false, false, false, false],
  ['CANCELLED_BY_PAYMENT', false, false, false, false],
  ['NO_SHOW_USER', false, true, false, false],
  ['NO_SHOW_COUNSELOR', false, true, false, false],
  ['NO_SHOW_BOTH', false, true, false, false],
];

describe.each(rows)('%s', (status, active, finished, reviewableNoReview, reviewableWithReview) => {
  it(`is ${active ? '' : 'not '}active`, () => {
    expect(isActiveStatus(status)).toBe(active);
  });
  it(`is ${finished ? '' : 'not '}finished`, () => {
    expect(isFinishedStatus(status)).toBe(finished);
  });
  it('is reviewable only when COMPLETED without a review', () => {
    expect(isReviewable({ status, hasReview: false })).toBe(reviewableNoReview);
    expect(isReviewable({ status, hasReview: true })).toBe(reviewableWithReview);
  });
});

describe('isSessionStatus', () => {
  it.each([
    ['IN_PROGRESS', true],
    ['NO_SHOW_BOTH', true],
    ['in_progress', false],
    ['DONE', false],
    ['', false],
    [null, false],
    [3, false],
  ])('%s → %s', (value, expected) => {
    expect(isSessionStatus(value)).toBe(expected);
  });
});
