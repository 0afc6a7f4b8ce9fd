import { ApiError, fetchIceServers } from '@arcana/api-client';
import { useState } from 'react';
import { iceGrantOf } from './call-view';
import {
  type CandidateType,
  gatherCandidateTypes,
  type LoopbackResult,
  runLoopback,
} from './connection-check';

/** The relay part: passed, failed, or not checkable (a guest, or no relay configured). */
export type RelayCheck =
  | { status: 'idle' | 'running' }
  | { status: 'done'; candidates: Set<CandidateType> }
  | { status: 'skipped'; reason: 'login' | 'unavailable' }
  | { status: 'error' };

export type LoopbackCheck =
  | { status: 'idle' | 'running' }
  | ({ status: 'done' } & LoopbackResult)
  | { status: 'error' };

async function loadIceServers(): Promise<RTCIceServer[] | 'login'> {
  try {
    return iceGrantOf(await fetchIceServers()).iceServers;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 'login';
    throw error;
  }
}

/**
 * 연결 확인: which candidates the ICE servers give (relay = TURN works from here), then a
 * loopback call on this device with the policy a real call would use.
 */
export function useConnectionCheck(policy: RTCIceTransportPolicy) {
  const [relay, setRelay] = useState<RelayCheck>({ status: 'idle' });
  const [loopback, setLoopback] = useState<LoopbackCheck>({ status: 'idle' });

  async function run(track: MediaStreamTrack | null) {
    setRelay({ status: 'running' });
    setLoopback({ status: 'running' });
    let iceServers: RTCIceServer[] = [];
    try {
      const loaded = await loadIceServers();
      if (loaded === 'login') {
        setRelay({ status: 'skipped', reason: 'login' });
      } else if (loaded.length === 0) {
        setRelay({ status: 'skipped', reason: 'unavailable' });
      } else {
        iceServers = loaded;
        const candidates = await gatherCandidateTypes({ iceServers, iceTransportPolicy: 'all' });
        setRelay({ status: 'done', candidates });
      }
    } catch {
      setRelay({ status: 'error' });
    }
    try {
      const result = await runLoopback({ iceServers, iceTransportPolicy: policy }, track);
      setLoopback({ status: 'done', ...result });
    } catch {
      setLoopback({ status: 'error' });
    }
  }

  const running = relay.status === 'running' || loopback.status === 'running';
  return { relay, loopback, running, run };
}
