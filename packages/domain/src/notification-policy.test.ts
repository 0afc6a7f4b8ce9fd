import { describe, expect, it } from 'vitest';
import { notificationPolicy } from './notification-policy';
import {
  COUNSELOR_NOTIFICATION_TYPES,
  isNotificationType,
  USER_NOTIFICATION_TYPES,
} from './notification-types';

describe('notification types', () => {
  it('lists the user types in SPEC §3 order', () => {
    expect(USER_NOTIFICATION_TYPES).toEqual([
      'COUNSELING_SESSION',
      'COUNSELING_CALL',
      'PAYMENT',
      'REVIEW',
      'SYSTEM_NOTICE',
      'REACTION',
      'COMMENT',
      'COUNSELOR_APPLICATION_APPROVED',
      'COUNSELOR_APPLICATION_REJECTED',
      'TEST',
    ]);
  });

  it('lists the counselor types in SPEC §3 order', () => {
    expect(COUNSELOR_NOTIFICATION_TYPES).toEqual([
      'SESSION_REQUESTED',
      'SESSION_STARTED',
      'SESSION_ENDED',
      'SESSION_CANCELLED',
      'SESSION_USER_ENTERED',
      'NEW_MESSAGE',
      'PAYMENT_COMPLETED',
      'REVIEW_RECEIVED',
      'SYSTEM_NOTICE',
      'TEST',
    ]);
  });

  it.each([
    ['USER', 'PAYMENT', true],
    ['USER', 'TEST', true],
    ['USER', 'PAYMENT_COMPLETED', false],
    ['COUNSELOR', 'PAYMENT_COMPLETED', true],
    ['COUNSELOR', 'SYSTEM_NOTICE', true],
    ['COUNSELOR', 'COUNSELING_CALL', false],
    ['USER', 'payment', false],
    ['USER', '', false],
    ['USER', undefined, false],
    ['COUNSELOR', 42, false],
  ] as const)('isNotificationType(%s, %s) → %s', (audience, value, expected) => {
    expect(isNotificationType(audience, value)).toBe(expected);
  });
});

describe('user notification policy (SPEC §4)', () => {
  it.each([
    ['COUNSELING_SESSION', 'critical', 'none', true],
    ['COUNSELING_CALL', 'critical', 'modal', true],
    ['PAYMENT', 'high', 'modal', false],
    ['REVIEW', 'medium', 'modal', false],
    ['SYSTEM_NOTICE', 'medium', 'modal', false],
    ['REACTION', 'low', 'toast', false],
    ['COMMENT', 'low', 'toast', false],
    ['COUNSELOR_APPLICATION_APPROVED', 'high', 'toast', false],
    ['COUNSELOR_APPLICATION_REJECTED', 'high', 'toast', false],
    ['TEST', 'low', 'modal', false],
  ])('%s: %s, %s, refreshes active sessions %s', (type, priority, display, refreshes) => {
    const policy = notificationPolicy('USER', type);
    expect(policy.priority).toBe(priority);
    expect(policy.display).toBe(display);
    expect(policy.refreshesActiveSessions).toBe(refreshes);
  });
});

describe('counselor notification policy (SPEC §4, DESIGN)', () => {
  it.each([
    ['SESSION_REQUESTED', 'critical', 'none', true],
    ['SESSION_STARTED', 'high', 'none', true],
    ['SESSION_ENDED', 'medium', 'toast', true],
    ['SESSION_CANCELLED', 'medium', 'toast', true],
    ['SESSION_USER_ENTERED', 'medium', 'none', true],
    ['NEW_MESSAGE', 'low', 'toast', false],
    ['PAYMENT_COMPLETED', 'high', 'modal', false],
    ['REVIEW_RECEIVED', 'medium', 'modal', false],
    ['SYSTEM_NOTICE', 'medium', 'toast', false],
    ['TEST', 'low', 'modal', false],
  ])('%s: %s, %s, refreshes active sessions %s', (type, priority, display, refreshes) => {
    const policy = notificationPolicy('COUNSELOR', type);
    expect(policy.priority).toBe(priority);
    expect(policy.display).toBe(display);
    expect(policy.refreshesActiveSessions).toBe(refreshes);
  });
});

describe('presentation details', () => {
  it('plays the 500/700/900/700 Hz session tone for session types', () => {
    expect(notificationPolicy('USER', 'COUNSELING_SESSION').beep).toEqual([500, 700, 900, 700]);
    expect(notificationPolicy('USER', 'COUNSELING_CALL').beep).toEqual([500, 700, 900, 700]);
    expect(notificationPolicy('COUNSELOR', 'SESSION_REQUESTED').beep).toEqual([500, 700, 900, 700]);
    expect(notificationPolicy('COUNSELOR', 'SESSION_CANCELLED').beep).toEqual([500, 700, 900, 700]);
  });

  it('gives the other types the beep and vibration of their priority', () => {
    expect(notificationPolicy('USER', 'PAYMENT').beep).toEqual([660, 880]);
    expect(notificationPolicy('USER', 'PAYMENT').vibration).toEqual([200, 100, 200]);
    expect(notificationPolicy('COUNSELOR', 'REVIEW_RECEIVED').beep).toEqual([600, 800]);
    expect(notificationPolicy('COUNSELOR', 'REVIEW_RECEIVED').vibration).toEqual([150, 100, 150]);
    expect(notificationPolicy('COUNSELOR', 'NEW_MESSAGE').beep).toEqual([800]);
    expect(notificationPolicy('COUNSELOR', 'NEW_MESSAGE').vibration).toEqual([100]);
    expect(notificationPolicy('COUNSELOR', 'SESSION_REQUESTED').vibration).toEqual([
      400, 200, 400, 200, 400,
    ]);
  });

  it('carries icon, colour token and Korean chip text', () => {
    expect(notificationPolicy('USER', 'COUNSELING_CALL')).toMatchObject({
      icon: 'phone-call',
      color: 'primary',
      chip: '상담 호출',
    });
    expect(notificationPolicy('USER', 'COUNSELOR_APPLICATION_REJECTED')).toMatchObject({
      icon: 'circle-x',
      color: 'danger',
      chip: '신청 반려',
    });
    expect(notificationPolicy('COUNSELOR', 'PAYMENT_COMPLETED')).toMatchObject({
      icon: 'credit-card',
      color: 'success',
      chip: '결제 완료',
    });
  });

  it('tells the audiences apart for the shared SYSTEM_NOTICE type', () => {
    expect(notificationPolicy('USER', 'SYSTEM_NOTICE').display).toBe('modal');
    expect(notificationPolicy('COUNSELOR', 'SYSTEM_NOTICE').display).toBe('toast');
  });
});

describe('unknown types', () => {
  const quiet = {
    priority: 'low',
    display: 'none',
    icon: 'bell',
    color: 'neutral',
    chip: '알림',
    beep: [],
    vibration: [],
    refreshesActiveSessions: false,
  };

  it.each([
    ['USER', 'SOMETHING_NEW'],
    ['USER', 'SESSION_REQUESTED'],
    ['COUNSELOR', 'COUNSELING_SESSION'],
    ['COUNSELOR', ''],
    ['COUNSELOR', 'toString'],
  ] as const)('%s %s gets the quiet default without throwing', (audience, type) => {
    expect(notificationPolicy(audience, type)).toEqual(quiet);
  });

  it('does not throw for an audience outside the union', () => {
    expect(notificationPolicy('ADMIN' as 'USER', 'PAYMENT')).toEqual(quiet);
  });
});
