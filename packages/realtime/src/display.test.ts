import { describe, expect, it } from 'vitest';
import { decideDisplay, linkMatchesPath, linkPath, planNotification } from './display';
import { notification } from './test/fakes';

// SPEC §4 "Modal or toast", row by row.
const USER_ROWS = [
  ['COUNSELING_SESSION', 'none'],
  ['COUNSELING_CALL', 'modal'],
  ['PAYMENT', 'modal'],
  ['REVIEW', 'modal'],
  ['SYSTEM_NOTICE', 'modal'],
  ['REACTION', 'toast'],
  ['COMMENT', 'toast'],
  ['COUNSELOR_APPLICATION_APPROVED', 'toast'],
  ['COUNSELOR_APPLICATION_REJECTED', 'toast'],
  ['TEST', 'modal'],
] as const;

const COUNSELOR_ROWS = [
  ['SESSION_REQUESTED', 'none'],
  ['SESSION_STARTED', 'none'],
  ['SESSION_ENDED', 'toast'],
  ['SESSION_CANCELLED', 'toast'],
  ['SESSION_USER_ENTERED', 'none'],
  ['NEW_MESSAGE', 'toast'],
  ['PAYMENT_COMPLETED', 'modal'],
  ['REVIEW_RECEIVED', 'modal'],
  ['SYSTEM_NOTICE', 'toast'],
  ['TEST', 'modal'],
] as const;

describe('decideDisplay for USER', () => {
  for (const [type, display] of USER_ROWS) {
    it(`${type} → ${display}`, () => {
      expect(decideDisplay({ type, link: null }, 'USER', '/')).toBe(display);
    });
  }
});

describe('decideDisplay for COUNSELOR', () => {
  for (const [type, display] of COUNSELOR_ROWS) {
    it(`${type} → ${display}`, () => {
      expect(decideDisplay({ type, link: null }, 'COUNSELOR', '/counselor')).toBe(display);
    });
  }
});

it('an unknown type shows nothing', () => {
  expect(decideDisplay({ type: 'SOMETHING_NEW', link: null }, 'USER', '/')).toBe('none');
});

describe('link match rule', () => {
  it('suppresses modal and toast when the link is the current path', () => {
    expect(decideDisplay({ type: 'PAYMENT', link: '/me/payments' }, 'USER', '/me/payments')).toBe(
      'none',
    );
    expect(decideDisplay({ type: 'COMMENT', link: '/posts/3' }, 'USER', '/posts/3')).toBe('none');
  });

  it('suppresses when the current path lies under the link', () => {
    expect(decideDisplay({ type: 'REVIEW', link: '/me/reviews' }, 'USER', '/me/reviews/7')).toBe(
      'none',
    );
  });

  it('does not suppress a path that only shares a prefix of characters', () => {
    expect(decideDisplay({ type: 'REVIEW', link: '/me/reviews' }, 'USER', '/me/reviewsX')).toBe(
      'modal',
    );
  });

  it('does not suppress when the current path is above the link', () => {
    expect(decideDisplay({ type: 'COMMENT', link: '/posts/3' }, 'USER', '/posts')).toBe('toast');
  });

  it('compares paths only: query and hash of the link are ignored', () => {
    expect(
      linkMatchesPath('/counseling/sessions/5?senderType=USER', '/counseling/sessions/5'),
    ).toBe(true);
    expect(linkPath('/a/b/?x=1#y')).toBe('/a/b');
    expect(linkPath('https://arcana.example/me/payments?x=1')).toBe('/me/payments');
  });

  it('a missing link never matches; "/" matches only the home page', () => {
    expect(linkMatchesPath(null, '/')).toBe(false);
    expect(linkMatchesPath('/', '/me')).toBe(false);
    expect(linkMatchesPath('/', '/')).toBe(true);
  });
});

describe('planNotification', () => {
  const payment = notification(9, { type: 'PAYMENT', link: '/me/payments/9' });

  it('with permission: display, beep, vibration and a 5 s browser notification without link', () => {
    const plan = planNotification(
      { ...payment, link: null },
      { audience: 'USER', currentPath: '/', permission: 'granted' },
    );
    expect(plan).toEqual({
      display: 'modal',
      beep: [660, 880],
      vibration: [200, 100, 200],
      browserNotification: {
        title: '알림 9',
        body: '내용',
        tag: 'arcana-notification-9',
        link: null,
        autoCloseMs: 5000,
      },
      refreshActiveSessions: false,
    });
  });

  it('a browser notification with a link (an action) does not auto-close', () => {
    const plan = planNotification(payment, {
      audience: 'USER',
      currentPath: '/',
      permission: 'granted',
    });
    expect(plan.browserNotification?.link).toBe('/me/payments/9');
    expect(plan.browserNotification?.autoCloseMs).toBeNull();
  });

  it('without permission: no beep and no browser notification (SPEC §4)', () => {
    for (const permission of ['default', 'denied', 'unsupported'] as const) {
      const plan = planNotification(payment, { audience: 'USER', currentPath: '/', permission });
      expect(plan.beep).toEqual([]);
      expect(plan.browserNotification).toBeNull();
      expect(plan.display).toBe('modal');
    }
  });

  it('the session types play the session tone 500/700/900/700 Hz and refresh sessions', () => {
    const user = planNotification(notification(1, { type: 'COUNSELING_SESSION' }), {
      audience: 'USER',
      currentPath: '/',
      permission: 'granted',
    });
    expect(user.display).toBe('none');
    expect(user.beep).toEqual([500, 700, 900, 700]);
    expect(user.refreshActiveSessions).toBe(true);
    for (const type of [
      'SESSION_REQUESTED',
      'SESSION_STARTED',
      'SESSION_ENDED',
      'SESSION_CANCELLED',
      'SESSION_USER_ENTERED',
    ]) {
      const plan = planNotification(notification(2, { type }), {
        audience: 'COUNSELOR',
        currentPath: '/counselor',
        permission: 'granted',
      });
      expect(plan.refreshActiveSessions).toBe(true);
      expect(plan.beep).toEqual([500, 700, 900, 700]);
    }
  });

  it('on the linked page: nothing interrupts, but the session refresh still runs', () => {
    const plan = planNotification(
      notification(3, { type: 'COUNSELING_CALL', link: '/counseling/sessions/3?senderType=USER' }),
      { audience: 'USER', currentPath: '/counseling/sessions/3', permission: 'granted' },
    );
    expect(plan).toEqual({
      display: 'none',
      beep: [],
      vibration: [],
      browserNotification: null,
      refreshActiveSessions: true,
    });
  });
});
