/** Why the camera or microphone could not be opened, as the user can act on it. */
export type MediaProblem = 'denied' | 'notFound' | 'inUse' | 'insecure' | 'unsupported' | 'unknown';

/** getUserMedia's rejection (a DOMException by name; older browsers had their own names). */
export function mediaProblemOf(
  error: unknown,
  secureContext = globalThis.isSecureContext,
): MediaProblem {
  if (secureContext === false) return 'insecure';
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'notFound';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'inUse';
    case 'NotSupportedError':
      return 'unsupported';
    default:
      return 'unknown';
  }
}

/** getUserMedia, or a 'unsupported' failure where the browser has none (or the page is http). */
export function getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream> {
  const devices = globalThis.navigator?.mediaDevices;
  if (!devices?.getUserMedia) {
    return Promise.reject(new DOMException('getUserMedia is not available', 'NotSupportedError'));
  }
  return devices.getUserMedia(constraints);
}
