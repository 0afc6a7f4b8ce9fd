import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sessionSchema } from './session';

const session = {
  id: 7,
  status: 'SCHEDULED',
  startTime: '2026-11-23T05:00:00.000Z',
  durationSeconds: 1800,
  counselingType: 'CHAT',
  startType: 'RESERVATION',
  product: { name: '데모 상담', mainImage: null },
  counselor: { id: 1, name: '별빛 상담사' },
  user: { displayName: '데모' },
  hasReview: false,
};

describe('sessionSchema', () => {
  it('accepts a session', () => {
    expect(v.parse(sessionSchema, session)).toEqual(session);
  });

  it('accepts an immediate, unlimited session with no start time', () => {
    const immediate = {
      ...session,
      startTime: null,
      durationSeconds: null,
      startType: 'IMMEDIATE',
    };
    expect(v.parse(sessionSchema, immediate)).toEqual(immediate);
  });

  it.each([
    ['an unknown status', { status: 'LIVE' }],
    ['an unknown counseling type', { counselingType: 'MAIL' }],
    ['an unknown start type', { startType: 'LATER' }],
    ['a bad start time', { startTime: '23/11/2026' }],
    ['a fractional duration', { durationSeconds: 1.5 }],
    ['a negative duration', { durationSeconds: -1 }],
    ['no product', { product: undefined }],
    ['a counselor without a name', { counselor: { id: 1 } }],
    ['hasReview as a string', { hasReview: 'false' }],
  ])('rejects %s', (_case, change) => {
    expect(v.safeParse(sessionSchema, { ...session, ...change }).success).toBe(false);
  });
});
