// Session webrtc calls (issue 10): the call's ICE servers and the signals one side posts to the
// other through the room (the other side reads them from the room stream's `signal` events).
import { iceServersSchema, type SignalRequest, signalRequestSchema } from '@arcana/domain';
import * as v from 'valibot';
import { apiFetch } from '../http';

const signalCreatedSchema = v.object({ id: v.pipe(v.number(), v.safeInteger(), v.minValue(1)) });

/**
 * GET /api/client/webrtc/ice-servers: TURN relays with credentials for the caller until
 * `expiresAt` (an empty list when the server has no relay: host candidates only). Silent: the
 * call shows its own state instead of a toast.
 */
export function fetchIceServers(signal?: AbortSignal) {
  return apiFetch('/api/client/webrtc/ice-servers', {
    signal,
    silent: true,
    schema: iceServersSchema,
  });
}

/**
 * POST /api/client/counseling/sessions/{id}/signals: an offer, answer, ICE candidate or hang-up
 * for the other side. The body is checked against the domain schema before it leaves, so a
 * malformed signal fails here rather than as a 400. `keepalive` for the hang-up of a page that
 * is closing: the request goes on after the page is gone.
 */
export function sendSignal(
  sessionId: number,
  request: SignalRequest,
  options: { signal?: AbortSignal; keepalive?: boolean } = {},
) {
  const body = v.parse(signalRequestSchema, request);
  return apiFetch(`/api/client/counseling/sessions/${sessionId}/signals`, {
    method: 'POST',
    body,
    silent: true,
    schema: signalCreatedSchema,
    ...options,
  });
}
