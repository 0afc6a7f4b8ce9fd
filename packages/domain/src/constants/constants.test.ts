import { describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS } from '../settings';
import * as app from './app';
import * as auth from './auth';
import * as realtime from './realtime';
import * as ui from './ui';

// Each value stated literally from SPEC §9 (or DESIGN), so a typo in a constant fails here.
describe('SPEC §9 constants', () => {
  it('locale and product', () => {
    expect(app.TIME_ZONE).toBe('Asia/Seoul');
    expect(app.LOCALE).toBe('ko-KR');
    expect(app.FALLBACK_LOCALE).toBe('ko-KR');
    expect(app.CURRENCY).toBe('KRW');
    expect(app.PRODUCT_NAME).toBe('아르카나');
    expect(app.EMPTY_TIME_TEXT).toBe('--:--');
    expect(app.ONE_HOUR_MS).toBe(3600000);
  });

  it('loading', () => {
    expect(app.CHUNK_RELOAD_GUARD_MS).toBe(10000);
    expect(app.MAX_PARALLEL_ROUTE_PRELOADS).toBe(4);
    expect(app.PAYLOAD_PRELOAD_DELAY_MS).toBe(1000);
    expect(app.PAYLOAD_PRELOAD_SKIP_CONNECTIONS).toEqual(['slow-2g']);
    expect(app.PAGE_TRANSITION_WAIT_MS).toBe(100);
  });

  it('cookies and limits', () => {
    expect(auth.ACCESS_TOKEN_COOKIE).toEqual({
      name: 'accessToken',
      sameSite: 'Strict',
      path: '/',
      secure: false,
      rememberMaxAgeSeconds: 31536000,
      defaultMaxAgeSeconds: 86400,
    });
    expect(auth.REMEMBER_ME_COOKIE.name).toBe('rememberMe');
    expect(auth.REDIRECT_URI_COOKIE.name).toBe('redirectUri');
    expect(auth.REQUEST_COUNTER_COOKIE.maxAgeSeconds).toBe(604800);
    expect(auth.DAILY_REQUEST_LIMITS).toEqual({ guest: 3, user: 999 });
    expect(auth.REFRESH_DUE_FRACTION).toBe(0.5);
  });

  it('themes and screen', () => {
    expect(ui.THEME_SETTINGS).toEqual(['auto', 'light', 'dark']);
    expect(ui.DEFAULT_THEME_SETTING).toBe('auto');
    expect(ui.THEME_NAMES).toEqual({ darkLee: 'darkLee', light: 'light', darkSecond: 'darkNight' });
    expect(ui.DARK_THEME_BY_APP).toEqual({ web: 'darkLee', counselor: 'darkNight' });
    expect(ui.BREAKPOINTS).toEqual({ sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 });
    expect(ui.MOBILE_BREAKPOINT).toBe(1280);
    expect(ui.Z_INDEX).toEqual({ overlay: 2000, dialog: 2400 });
    expect(ui.DATE_PICKER).toEqual({
      controlHeight: 56,
      elevation: 2,
      weeks: 6,
      yearsBack: 100,
      yearsAhead: 52,
    });
    expect(ui.TOAST).toEqual({
      durationMs: 2000,
      position: 'bottom-center',
      theme: 'dark',
      transition: 'slide',
    });
    expect(ui.NOTIFICATION_MODAL_MAX_WIDTH).toBe(600);
    expect(ui.IMAGE_CAPTURE).toEqual({
      scale: 2,
      backgroundColor: '#ffffff',
      imageWaitMs: 500,
      imageTimeoutMs: 15000,
      type: 'image/png',
    });
  });

  it('notifications and connection', () => {
    expect(realtime.NOTIFICATION_PAGE_SIZE).toBe(20);
    expect(realtime.MISSED_NOTIFICATION_LIMIT).toBe(20);
    expect(realtime.NOTIFICATION_TOAST_MS).toBe(5000);
    expect(realtime.BROWSER_NOTIFICATION_CLOSE_MS).toBe(5000);
    expect(realtime.NOTIFICATION_BELL_SOUND_URL).toBe('/sounds/notification-bell.mp3');
    expect(realtime.CONNECTION_STATES).toEqual([
      'idle',
      'connecting',
      'connected',
      'reconnecting',
      'failed',
    ]);
    expect(realtime.RECONNECT).toEqual({
      maxRetries: 5,
      baseMs: 1000,
      jitterMs: 1000,
      capMs: 30000,
    });
    expect(realtime.HEARTBEAT).toEqual({
      staleMs: 60000,
      checkEveryMs: 30000,
      reconnectAfterStaleMs: 1000,
      reopenAfterCloseMs: 100,
    });
    expect(realtime.ACTIVE_SESSION_REFRESH_DELAY_MS).toBe(1000);
    expect(realtime.ACTIVE_SESSION_ALERT).toEqual({
      beforeStartMs: 600000,
      afterStartMs: 300000,
      suppressionMs: 300000,
      countdownTickMs: 60000,
    });
    expect(realtime.SESSION_LIST_DEFAULTS).toEqual({
      pageSize: 12,
      sort: 'DESC',
      sortKey: 'updatedAt',
    });
    expect(realtime.BEEP).toEqual({ wave: 'sine', gain: 0.1, gapMs: 100, toneMs: 150 });
  });

  it('settings defaults', () => {
    expect(SETTINGS_DEFAULTS).toEqual({
      fcmToken: '',
      safeArea: { top: '0px', bottom: '0px', left: '0px', right: '0px' },
      appVersion: '',
      theme: 'auto',
    });
  });
});
