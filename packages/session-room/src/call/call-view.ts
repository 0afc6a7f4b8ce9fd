import { type IceServers, isActiveStatus, type SessionStatus } from '@arcana/domain';
import type { CallPhase, IceGrant } from './peer-controller';

/** The call runs only while the session is open for both sides (the api refuses signals after). */
export function callAllowed(status: SessionStatus): boolean {
  return isActiveStatus(status);
}

/** Why there is no call, for a session that is not PREPARING or IN_PROGRESS. */
export type CallUnavailableReason = 'notYet' | 'over';

export function callUnavailableReason(status: SessionStatus): CallUnavailableReason {
  return status === 'SCHEDULED' || status === 'PENDING' ? 'notYet' : 'over';
}

/** The Korean state label of each phase (연결 중 / 연결됨 / 다시 연결 중 / 연결 끊김). */
export const PHASE_LABEL = {
  idle: 'call.state.idle',
  connecting: 'call.state.connecting',
  connected: 'call.state.connected',
  reconnecting: 'call.state.reconnecting',
  failed: 'call.state.failed',
  ended: 'call.state.ended',
} as const satisfies Record<CallPhase, string>;

/** The line under the other side's name: what is going on and what to do, or nothing. */
export function callNoteOf(phase: CallPhase, endedBy: 'me' | 'remote' | null, preparing: boolean) {
  if (preparing) return 'call.media.preparing' as const;
  switch (phase) {
    case 'idle':
      return 'call.waiting.description' as const;
    case 'failed':
      return 'call.failed.description' as const;
    case 'ended':
      return endedBy === 'remote' ? ('call.ended.remote' as const) : ('call.ended.me' as const);
    case 'connecting':
    case 'connected':
    case 'reconnecting':
      return null;
    default:
      return phase satisfies never;
  }
}

/** The api's ICE servers as the controller takes them (expiry in epoch ms). */
export function iceGrantOf(servers: IceServers): IceGrant {
  return {
    iceServers: servers.iceServers.map(({ urls, username, credential }) => ({
      urls,
      ...(username === undefined ? {} : { username }),
      ...(credential === undefined ? {} : { credential }),
    })),
    expiresAt: Date.parse(servers.expiresAt),
  };
}

/** Elapsed call time as 03:07 or 1:02:07 (tabular figures in the panel). */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/**
 * The call's clock: from the first moment the two sides connected, running on through a
 * reconnection (it is the same call), stopping when it ends.
 */
export function nextCallStart(
  previous: number | null,
  phase: CallPhase,
  now: number,
): number | null {
  if (phase === 'ended' || phase === 'idle') return null;
  if (previous !== null) return previous;
  return phase === 'connected' ? now : null;
}

/** The next camera of the list after the one in use (switch camera cycles through them). */
export function nextCameraId(cameras: readonly MediaDeviceInfo[], currentId: string | null) {
  if (cameras.length < 2) return null;
  const index = cameras.findIndex((camera) => camera.deviceId === currentId);
  return cameras[(index + 1) % cameras.length]?.deviceId ?? null;
}

/** getUserMedia's constraints for a call: voice tuned for talk, a camera for VIDEO. */
export function callConstraints(
  kind: 'CALL' | 'VIDEO',
  cameraId: string | null = null,
): MediaStreamConstraints {
  const audio = { echoCancellation: true, noiseSuppression: true, autoGainControl: true };
  if (kind === 'CALL') return { audio, video: false };
  const video: MediaTrackConstraints = cameraId
    ? { deviceId: { exact: cameraId } }
    : { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } };
  return { audio, video };
}
