import { readStats } from './call-stats';

export type CandidateType = 'host' | 'srflx' | 'prflx' | 'relay';

const CANDIDATE_TYPES: readonly CandidateType[] = ['host', 'srflx', 'prflx', 'relay'];

type CreatePeerConnection = (config: RTCConfiguration) => RTCPeerConnection;

const defaultCreate: CreatePeerConnection = (config) => new RTCPeerConnection(config);

/** The type of one ICE candidate (the property where browsers have it, else its SDP line). */
export function candidateTypeOf(
  candidate: Pick<RTCIceCandidate, 'candidate'> & { type?: string | null },
): CandidateType | null {
  const named = candidate.type ?? / typ (\w+)/.exec(candidate.candidate)?.[1] ?? null;
  return CANDIDATE_TYPES.find((type) => type === named) ?? null;
}

/**
 * Gathers the candidates a throwaway connection gets with these ICE servers: host (this
 * device), srflx (a STUN server saw our public address), relay (a TURN server granted a relay).
 * Ends when gathering completes or after `timeoutMs` (a dead TURN server never answers).
 */
export async function gatherCandidateTypes(
  config: RTCConfiguration,
  { timeoutMs = 8_000, create = defaultCreate } = {},
): Promise<Set<CandidateType>> {
  const connection = create(config);
  const found = new Set<CandidateType>();
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, timeoutMs);
      connection.addEventListener('icecandidate', (event) => {
        if (!event.candidate) {
          clearTimeout(timer);
          resolve();
          return;
        }
        const type = candidateTypeOf(event.candidate);
        if (type) found.add(type);
      });
      // A data channel is enough to gather: no camera needed for this part.
      connection.createDataChannel('check');
      connection
        .createOffer()
        .then((offer) => connection.setLocalDescription(offer))
        .catch(reject);
    });
  } finally {
    connection.close();
  }
  return found;
}

export type LoopbackResult = {
  connected: boolean;
  framesDecoded: number;
  rttMs: number | null;
  localCandidateType: string | null;
};

function wire(from: RTCPeerConnection, to: RTCPeerConnection) {
  from.addEventListener('icecandidate', (event) => {
    if (event.candidate) void to.addIceCandidate(event.candidate).catch(() => {});
  });
}

function waitFor(test: () => boolean, timeoutMs: number, everyMs = 200): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (test()) {
        clearInterval(timer);
        resolve(true);
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(timer);
        resolve(false);
      }
    }, everyMs);
  });
}

/**
 * Two connections on this device, one sending the camera (or only a data channel without one)
 * to the other, with the ICE servers and policy of a real call: with relay forced the media
 * goes through the TURN server and back. Reports the frames the receiver decoded.
 */
export async function runLoopback(
  config: RTCConfiguration,
  track: MediaStreamTrack | null,
  { timeoutMs = 10_000, framesWanted = 10, create = defaultCreate } = {},
): Promise<LoopbackResult> {
  const sender = create(config);
  const receiver = create(config);
  wire(sender, receiver);
  wire(receiver, sender);
  try {
    if (track) sender.addTrack(track, new MediaStream([track]));
    sender.createDataChannel('check');
    const offer = await sender.createOffer();
    await sender.setLocalDescription(offer);
    await receiver.setRemoteDescription(offer);
    const answer = await receiver.createAnswer();
    await receiver.setLocalDescription(answer);
    await sender.setRemoteDescription(answer);
    const connected = await waitFor(() => receiver.connectionState === 'connected', timeoutMs);
    let sample = readStats(await receiver.getStats(), Date.now());
    const deadline = Date.now() + timeoutMs;
    while (connected && track && sample.framesDecoded < framesWanted && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      sample = readStats(await receiver.getStats(), Date.now());
    }
    const senderSample = readStats(await sender.getStats(), Date.now());
    return {
      connected,
      framesDecoded: sample.framesDecoded,
      rttMs: senderSample.rttMs ?? sample.rttMs,
      localCandidateType: senderSample.localCandidateType ?? sample.localCandidateType,
    };
  } finally {
    sender.close();
    receiver.close();
  }
}
