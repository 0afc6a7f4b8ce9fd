import type { RoomSignal } from '@arcana/domain';

/**
 * The payload of a call signal: the browser's RTCSessionDescriptionInit or RTCIceCandidateInit
 * (the contract of signalRequestSchema) plus two ids that name peer connections: `peer`, the
 * sender's, and `to`, the receiver's as the sender knows it (null before it has heard from it).
 * The room replays recent signals after a reload or a lost stream, so without them an answer or
 * candidate meant for a connection that no longer exists would be fed to its successor.
 */
export type PeerAddress = { peer: string; to: string | null };

type DescriptionSignal<TKind extends 'offer' | 'answer'> = PeerAddress & {
  kind: TKind;
  description: RTCSessionDescriptionInit;
};

export type CallSignal =
  | DescriptionSignal<'offer'>
  | DescriptionSignal<'answer'>
  | (PeerAddress & { kind: 'candidate'; candidate: RTCIceCandidateInit })
  | (PeerAddress & { kind: 'hangup' });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function addressOf(payload: Record<string, unknown>): PeerAddress | null {
  const { peer, to } = payload;
  if (typeof peer !== 'string' || peer === '') return null;
  if (to !== null && to !== undefined && typeof to !== 'string') return null;
  return { peer, to: to ?? null };
}

/** The call signal in a room signal, or null for anything malformed (never trusted blindly). */
export function readCallSignal(signal: Pick<RoomSignal, 'kind' | 'payload'>): CallSignal | null {
  const payload = signal.payload;
  if (!isRecord(payload)) return null;
  const address = addressOf(payload);
  if (!address) return null;
  switch (signal.kind) {
    case 'offer':
    case 'answer': {
      if (payload.type !== signal.kind || typeof payload.sdp !== 'string') return null;
      return {
        ...address,
        kind: signal.kind,
        description: { type: signal.kind, sdp: payload.sdp },
      };
    }
    case 'candidate': {
      if (typeof payload.candidate !== 'string') return null;
      const candidate: RTCIceCandidateInit = { candidate: payload.candidate };
      if (typeof payload.sdpMid === 'string') candidate.sdpMid = payload.sdpMid;
      if (typeof payload.sdpMLineIndex === 'number')
        candidate.sdpMLineIndex = payload.sdpMLineIndex;
      if (typeof payload.usernameFragment === 'string') {
        candidate.usernameFragment = payload.usernameFragment;
      }
      return { ...address, kind: 'candidate', candidate };
    }
    case 'hangup':
      return { ...address, kind: 'hangup' };
    default:
      return signal.kind satisfies never;
  }
}

/** The payload to post for a call signal (the browser's own init object, plus the two ids). */
export function callSignalPayload(signal: CallSignal): Record<string, unknown> {
  const address = { peer: signal.peer, to: signal.to };
  switch (signal.kind) {
    case 'offer':
    case 'answer':
      return { type: signal.description.type, sdp: signal.description.sdp ?? '', ...address };
    case 'candidate':
      return { ...signal.candidate, ...address };
    case 'hangup':
      return address;
    default:
      return signal satisfies never;
  }
}
