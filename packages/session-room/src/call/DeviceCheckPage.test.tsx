import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { DeviceCheckPage } from './DeviceCheckPage';

const api = vi.hoisted(() => {
  class ApiError extends Error {
    constructor(readonly status: number) {
      super(`status ${status}`);
    }
  }
  return { ApiError, fetchIceServers: vi.fn() };
});
vi.mock('@arcana/api-client', () => api);

// The negotiation runs on real timers; a loaded machine (turbo runs packages side by side) is slow.
configure({ asyncUtilTimeout: 5_000 });

const getUserMedia = vi.fn();

beforeEach(() => {
  Object.defineProperty(globalThis.navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia,
      enumerateDevices: vi.fn(async () => [
        { kind: 'videoinput', deviceId: 'cam-1', label: '전면 카메라' },
        { kind: 'audioinput', deviceId: 'mic-1', label: '내장 마이크' },
      ]),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  getUserMedia.mockReset();
  api.fetchIceServers.mockReset();
});

const ok = (testId: string) => screen.getByTestId(testId).dataset.ok;

it('says in Korean why the camera did not open and marks camera and microphone failed', async () => {
  getUserMedia.mockRejectedValue(new DOMException('busy', 'NotReadableError'));
  render(<DeviceCheckPage />);
  expect(ok('device-check-camera')).toBe('');
  fireEvent.click(screen.getByTestId('device-check-start'));
  const error = await screen.findByTestId('device-check-error');
  expect(error.textContent).toContain('다른 앱이 카메라와 마이크를 쓰고 있어요');
  expect(ok('device-check-camera')).toBe('false');
  expect(ok('device-check-mic')).toBe('false');
  expect(screen.getByTestId('device-check-start').textContent).toContain('다시 시도');
});

it('passes the camera once its first frame shows and lists the devices by name', async () => {
  const track = { kind: 'video', stop: vi.fn(), getSettings: () => ({ deviceId: 'cam-1' }) };
  getUserMedia.mockResolvedValue({
    getTracks: () => [track],
    getVideoTracks: () => [track],
    getAudioTracks: () => [],
  });
  const { container } = render(<DeviceCheckPage />);
  fireEvent.click(screen.getByTestId('device-check-start'));
  await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
  fireEvent.loadedData(container.querySelector('video') as HTMLVideoElement);
  expect(ok('device-check-camera')).toBe('true');
  expect(screen.getByRole('option', { name: '전면 카메라' })).toBeTruthy();
});

it('a guest gets the relay check skipped with an invitation to log in', async () => {
  api.fetchIceServers.mockRejectedValue(new api.ApiError(401));
  vi.stubGlobal(
    'RTCPeerConnection',
    class {
      connectionState = 'new';
      addEventListener() {}
      createDataChannel() {}
      async createOffer() {
        throw new Error('no WebRTC in this test');
      }
      close() {}
    },
  );
  render(<DeviceCheckPage />);
  fireEvent.click(screen.getByTestId('device-check-run'));
  await waitFor(() => expect(ok('device-check-relay')).toBe('false'));
  expect(screen.getByText('로그인하면 릴레이 서버 연결도 확인할 수 있어요.')).toBeTruthy();
  await waitFor(() => expect(ok('device-check-loopback')).toBe('false'));
  vi.unstubAllGlobals();
});
