import { fetchIceServers, sendSignal } from '@arcana/api-client';
import type { RoomSignal } from '@arcana/domain';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { RoomConnection } from '../room-connection';
import { type CallStats, callStatsOf, readStats, type StatsSample } from './call-stats';
import { iceGrantOf } from './call-view';
import {
  type CallSnapshot,
  createPeerController,
  type MediaKind,
  type PeerController,
} from './peer-controller';

export type UseCallOptions = {
  connection: RoomConnection;
  kind: 'CALL' | 'VIDEO';
  iceTransportPolicy: RTCIceTransportPolicy;
  /** The media to send once it settled (null: receive only); undefined while still asking. */
  stream: MediaStream | null | undefined;
  /** A new value starts a new call (a retry after the camera or microphone failed). */
  attempt: number;
  /** Tests hand in fake peer connections. */
  createPeerConnection?(config: RTCConfiguration): RTCPeerConnection;
};

const IDLE: CallSnapshot = {
  phase: 'idle',
  connectionState: 'new',
  remoteStream: null,
  endedBy: null,
};

const STATS_INTERVAL_MS = 1_000;

function kindsOf(kind: 'CALL' | 'VIDEO'): MediaKind[] {
  return kind === 'VIDEO' ? ['audio', 'video'] : ['audio'];
}

/** Subscribes to the controller's snapshots (IDLE before it exists). */
function useSnapshot(controller: PeerController | null): CallSnapshot {
  return useSyncExternalStore(
    (listener) => controller?.subscribe(listener) ?? (() => {}),
    () => controller?.getSnapshot() ?? IDLE,
    () => IDLE,
  );
}

/** The network changed (Wi-Fi ↔ mobile data, back online): the path must be found again. */
function useNetworkChanges(controller: PeerController | null) {
  useEffect(() => {
    if (!controller) return;
    const changed = () => controller.networkChanged();
    const information = (globalThis.navigator as { connection?: EventTarget } | undefined)
      ?.connection;
    globalThis.addEventListener?.('online', changed);
    information?.addEventListener?.('change', changed);
    return () => {
      globalThis.removeEventListener?.('online', changed);
      information?.removeEventListener?.('change', changed);
    };
  }, [controller]);
}

/** The room stream came back after a drop: signals may have been missed, offer again. */
function useStreamResumes(controller: PeerController | null, streamState: string) {
  const previous = useRef(streamState);
  useEffect(() => {
    const was = previous.current;
    previous.current = streamState;
    if (controller && streamState === 'open' && was !== 'open' && was !== 'connecting') {
      controller.streamResumed();
    }
  }, [controller, streamState]);
}

/** getStats once a second: quality, frames decoded and the selected path. */
function useCallStats(controller: PeerController | null, kind: 'CALL' | 'VIDEO') {
  const [stats, setStats] = useState<CallStats | null>(null);
  useEffect(() => {
    if (!controller) return;
    let previous: StatsSample | null = null;
    let stopped = false;
    const poll = async () => {
      const connection = controller.peerConnection();
      if (!connection?.getStats) return;
      try {
        const sample = readStats(await connection.getStats(), performance.now());
        if (stopped) return;
        setStats(callStatsOf(previous, sample, kind === 'VIDEO' ? 'video' : 'audio'));
        previous = sample;
      } catch {
        // A connection closing under getStats: the next tick reads its successor.
      }
    };
    const timer = setInterval(() => void poll(), STATS_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [controller, kind]);
  return stats;
}

/**
 * One call for the panel: a peer controller (polite on the user's side) fed by the room's
 * signals, started once the local media settled, disposed with the panel (which tells the
 * other side). ICE servers come from the api and are renewed by the controller before expiry.
 */
export function useCall(options: UseCallOptions) {
  const { connection, kind, iceTransportPolicy, stream, attempt } = options;
  const { sessionId, me, onSignal } = connection;
  const [controller, setController] = useState<PeerController | null>(null);
  // A page closed while in a call and then shown again from the back-forward cache calls anew.
  const [revivals, setRevivals] = useState(0);
  const settled = stream !== undefined;
  const streamRef = useRef(stream);
  streamRef.current = stream;
  const createRef = useRef(options.createPeerConnection);
  // The controller subscribes once; the room's onSignal changes identity as the stream's state
  // changes, so the relay below re-subscribes it without starting a new call.
  const relay = useRef<((signal: RoomSignal) => void) | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (`attempt`) is a new call
  useEffect(() => {
    if (!settled) return;
    const created = createPeerController({
      polite: me === 'USER',
      kinds: kindsOf(kind),
      iceTransportPolicy,
      loadIceServers: async () => iceGrantOf(await fetchIceServers()),
      send: (signalKind, payload) => sendSignal(sessionId, { kind: signalKind, payload }),
      sendAsPageCloses: (signalKind, payload) =>
        sendSignal(sessionId, { kind: signalKind, payload }, { keepalive: true }),
      subscribe: (listener) => {
        relay.current = listener;
        return () => {
          if (relay.current === listener) relay.current = null;
        };
      },
      ...(createRef.current ? { createPeerConnection: createRef.current } : {}),
      onError: (error) => console.warn('call', error),
    });
    setController(created);
    void created.start(streamRef.current ?? null);
    // React runs no cleanup when the page goes: hang up as it goes, so the other side hears
    // it at once instead of waiting for ICE to give up.
    const onPageHide = () => created.leave();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRevivals((count) => count + 1);
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      created.dispose();
      setController(null);
    };
  }, [settled, attempt, revivals, sessionId, me, kind, iceTransportPolicy]);

  // Only while a controller listens: the room holds signals for the first listener meanwhile.
  useEffect(() => {
    if (!controller) return;
    return onSignal((signal) => relay.current?.(signal));
  }, [controller, onSignal]);

  useNetworkChanges(controller);
  useStreamResumes(controller, connection.streamState);
  const snapshot = useSnapshot(controller);
  const stats = useCallStats(controller, kind);
  return { controller, snapshot, stats };
}
