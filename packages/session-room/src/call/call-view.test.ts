import { expect, it } from 'vitest';
import {
  callAllowed,
  callConstraints,
  callNoteOf,
  callUnavailableReason,
  formatElapsed,
  iceGrantOf,
  nextCallStart,
  nextCameraId,
} from './call-view';

it('runs the call only while the session is PREPARING or IN_PROGRESS', () => {
  expect(callAllowed('PREPARING')).toBe(true);
  expect(callAllowed('IN_PROGRESS')).toBe(true);
  for (const status of ['PENDING', 'SCHEDULED', 'COMPLETED', 'NO_SHOW_COUNSELOR'] as const) {
    expect(callAllowed(status)).toBe(false);
  }
  expect(callUnavailableReason('SCHEDULED')).toBe('notYet');
  expect(callUnavailableReason('PENDING')).toBe('notYet');
  expect(callUnavailableReason('COMPLETED')).toBe('over');
  expect(callUnavailableReason('CANCELLED_BY_USER')).toBe('over');
});

it('turns the api ICE servers into the controller grant (expiry in epoch ms)', () => {
  expect(
    iceGrantOf({
      iceServers: [
        { urls: ['turn:127.0.0.1:3478?transport=udp'], username: '1:2', credential: 'c' },
        { urls: ['stun:127.0.0.1:3478'] },
      ],
      expiresAt: '2026-11-24T14:00:00.000Z',
    }),
  ).toEqual({
    iceServers: [
      { urls: ['turn:127.0.0.1:3478?transport=udp'], username: '1:2', credential: 'c' },
      { urls: ['stun:127.0.0.1:3478'] },
    ],
    expiresAt: Date.parse('2026-11-24T14:00:00.000Z'),
  });
});

it('formats the elapsed call time as mm:ss, with hours once past one', () => {
  expect(formatElapsed(0)).toBe('00:00');
  expect(formatElapsed(65.9)).toBe('01:05');
  expect(formatElapsed(3_727)).toBe('1:02:07');
  expect(formatElapsed(-3)).toBe('00:00');
});

it('starts the call clock at the first connection and keeps it through a reconnection', () => {
  expect(nextCallStart(null, 'connecting', 1_000)).toBeNull();
  expect(nextCallStart(null, 'connected', 2_000)).toBe(2_000);
  expect(nextCallStart(2_000, 'reconnecting', 9_000)).toBe(2_000);
  expect(nextCallStart(2_000, 'connected', 12_000)).toBe(2_000);
  expect(nextCallStart(2_000, 'ended', 20_000)).toBeNull();
});

it('switches to the next camera in the list, and only with two or more', () => {
  const camera = (deviceId: string) => ({ deviceId }) as MediaDeviceInfo;
  expect(nextCameraId([camera('front')], 'front')).toBeNull();
  expect(nextCameraId([camera('front'), camera('back')], 'front')).toBe('back');
  expect(nextCameraId([camera('front'), camera('back')], 'back')).toBe('front');
  expect(nextCameraId([camera('front'), camera('back')], null)).toBe('front');
});

it('asks for the microphone alone in a voice call and the camera too in a video call', () => {
  expect(callConstraints('CALL').video).toBe(false);
  expect(callConstraints('VIDEO').video).toMatchObject({ facingMode: 'user' });
  expect(callConstraints('VIDEO', 'back').video).toEqual({ deviceId: { exact: 'back' } });
});

it('says what is going on under the name: preparing media, waiting, failed, who ended it', () => {
  expect(callNoteOf('idle', null, true)).toBe('call.media.preparing');
  expect(callNoteOf('idle', null, false)).toBe('call.waiting.description');
  expect(callNoteOf('failed', null, false)).toBe('call.failed.description');
  expect(callNoteOf('ended', 'remote', false)).toBe('call.ended.remote');
  expect(callNoteOf('ended', 'me', false)).toBe('call.ended.me');
  expect(callNoteOf('connected', null, false)).toBeNull();
});
