import type { RoomSignal } from '@arcana/domain';
import { type CallSignal, callSignalPayload, readCallSignal } from './signal-payload';
import { createSignalSender, type PostSignal } from './signal-sender';

/** ICE servers and when their TURN credentials stop working (epoch ms). */
export type IceGrant = { iceServers: RTCIceServer[]; expiresAt: number };

/**
 * What the panel draws. `idle`: not started (waiting for both sides); `reconnecting`: an ICE
 * restart is under way after the path broke; `failed`: restarts gave up (the user can retry);
 * `ended`: someone hung up.
 */
export type CallPhase = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'failed' | 'ended';

export type CallSnapshot = {
  phase: CallPhase;
  /** RTCPeerConnection.connectionState ('new' before there is one, 'closed' after). */
  connectionState: RTCPeerConnectionState;
  remoteStream: MediaStream | null;
  endedBy: 'me' | 'remote' | null;
};

export type MediaKind = 'audio' | 'video';

export type PeerControllerOptions = {
  /** Perfect negotiation's polite side rolls back its own offer when offers cross. */
  polite: boolean;
  /** What the call carries: ['audio'] for a voice call, ['audio', 'video'] for video. */
  kinds: readonly MediaKind[];
  iceTransportPolicy?: RTCIceTransportPolicy;
  loadIceServers(): Promise<IceGrant>;
  /** Posts one signal for the other side (POST …/signals). */
  send: PostSignal;
  /**
   * Posts the hang-up of a page that is closing, at once and past the queue of `send` (whose
   * turn would never come): a request that outlives the page (fetch keepalive). `send` if absent.
   */
  sendAsPageCloses?: PostSignal;
  /** The other side's signals, each once and in order (RoomConnection.onSignal). */
  subscribe(listener: (signal: RoomSignal) => void): () => void;
  createPeerConnection?(config: RTCConfiguration): RTCPeerConnection;
  makePeerId?(): string;
  now?(): number;
  /** `disconnected` often heals by itself; restart ICE only if it lasts this long. */
  disconnectGraceMs?: number;
  onError?(error: unknown): void;
};

/** Automatic ICE restarts in a row before the call shows 연결 끊김 and waits for the user. */
export const MAX_AUTOMATIC_RESTARTS = 5;
/** Restarts closer together than this are merged into one. */
export const MIN_RESTART_GAP_MS = 3_000;
/** TURN credentials are renewed this long before they expire. */
export const ICE_REFRESH_MARGIN_MS = 5 * 60_000;
const MIN_ICE_REFRESH_MS = 10_000;

const IDLE: CallSnapshot = {
  phase: 'idle',
  connectionState: 'new',
  remoteStream: null,
  endedBy: null,
};

/** The offer already applied and answered (the connection is stable on it). */
function isRepeat(connection: RTCPeerConnection, offer: RTCSessionDescriptionInit) {
  return (
    connection.signalingState === 'stable' &&
    connection.remoteDescription?.type === 'offer' &&
    connection.remoteDescription.sdp === offer.sdp
  );
}

function randomPeerId() {
  return crypto.randomUUID();
}

function remoteStreamOf(event: RTCTrackEvent, current: MediaStream | null): MediaStream | null {
  const [stream] = event.streams;
  if (stream) return stream;
  if (current) {
    current.addTrack(event.track);
    return current;
  }
  return typeof MediaStream === 'undefined' ? null : new MediaStream([event.track]);
}

/**
 * One side of a call: an RTCPeerConnection negotiated with "perfect negotiation" (either side
 * may offer at any time; when offers cross, the polite side yields) over the room's signals,
 * trickle ICE, ICE restarts when the path breaks, and a hang-up both sides honour. Plain
 * TypeScript so the rules are tested without React or a browser.
 */
export function createPeerController(options: PeerControllerOptions) {
  const {
    polite,
    kinds,
    iceTransportPolicy = 'all',
    disconnectGraceMs = 2_000,
    now = Date.now,
    makePeerId = randomPeerId,
    createPeerConnection = (config: RTCConfiguration) => new RTCPeerConnection(config),
  } = options;
  const report = options.onError ?? (() => {});
  const sender = createSignalSender({ post: options.send });
  const listeners = new Set<() => void>();

  let snapshot = IDLE;
  let pc: RTCPeerConnection | null = null;
  let peer: string | null = null;
  let remotePeer: string | null = null;
  let localStream: MediaStream | null = null;
  let remoteStream: MediaStream | null = null;
  const senders = new Map<MediaKind, RTCRtpSender>();
  let grant: IceGrant | null = null;
  let makingOffer = false;
  let ignoreOffer = false;
  let ready = false;
  let started = false;
  let disposed = false;
  let endedBy: CallSnapshot['endedBy'] = null;
  let wasConnected = false;
  let restarts = 0;
  let lastRestartAt = Number.NEGATIVE_INFINITY;
  let disconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  const pending: RoomSignal[] = [];
  let chain: Promise<void> = Promise.resolve();

  function phaseOf(connection: RTCPeerConnection | null): CallPhase {
    if (endedBy) return 'ended';
    if (!connection) return 'idle';
    const state = connection.connectionState;
    switch (state) {
      case 'connected':
        return 'connected';
      case 'failed':
        return restarts >= MAX_AUTOMATIC_RESTARTS ? 'failed' : 'reconnecting';
      case 'disconnected':
        return 'reconnecting';
      case 'new':
      case 'connecting':
        return wasConnected ? 'reconnecting' : 'connecting';
      case 'closed':
        return 'ended';
      default:
        return state satisfies never;
    }
  }

  function publish() {
    const next: CallSnapshot = {
      phase: phaseOf(pc),
      connectionState: pc?.connectionState ?? (endedBy ? 'closed' : 'new'),
      remoteStream,
      endedBy,
    };
    if (
      next.phase === snapshot.phase &&
      next.connectionState === snapshot.connectionState &&
      next.remoteStream === snapshot.remoteStream &&
      next.endedBy === snapshot.endedBy
    ) {
      return;
    }
    snapshot = next;
    for (const listener of listeners) listener();
  }

  function post(signal: CallSignal) {
    void sender.send(signal.kind, callSignalPayload(signal));
  }

  // ---- ICE servers ----

  function scheduleIceRefresh() {
    clearTimeout(refreshTimer);
    if (!grant || disposed) return;
    const delay = Math.max(MIN_ICE_REFRESH_MS, grant.expiresAt - now() - ICE_REFRESH_MARGIN_MS);
    refreshTimer = setTimeout(() => void refreshIceServers(), delay);
  }

  async function refreshIceServers() {
    try {
      grant = await options.loadIceServers();
      // New credentials for the candidates of the next restart; the running path keeps its own.
      pc?.setConfiguration({ iceServers: grant.iceServers, iceTransportPolicy });
    } catch (error) {
      report(error);
    }
    scheduleIceRefresh();
  }

  async function iceConfiguration(): Promise<RTCConfiguration> {
    if (!grant || grant.expiresAt - now() < ICE_REFRESH_MARGIN_MS) {
      try {
        grant = await options.loadIceServers();
      } catch (error) {
        // Without relays the call may still connect by host candidates (one network).
        report(error);
        grant = grant ?? { iceServers: [], expiresAt: now() + MIN_ICE_REFRESH_MS };
      }
      scheduleIceRefresh();
    }
    return { iceServers: grant.iceServers, iceTransportPolicy };
  }

  // ---- the peer connection ----

  function closePeerConnection() {
    clearTimeout(disconnectTimer);
    clearTimeout(restartTimer);
    const connection = pc;
    pc = null;
    senders.clear();
    remoteStream = null;
    connection?.close();
  }

  function listen(connection: RTCPeerConnection) {
    connection.addEventListener('negotiationneeded', () => void makeOffer(connection));
    connection.addEventListener('icecandidate', (event) => {
      if (connection !== pc || !peer || !event.candidate) return;
      post({ kind: 'candidate', candidate: event.candidate.toJSON(), peer, to: remotePeer });
    });
    connection.addEventListener('track', (event) => {
      if (connection !== pc) return;
      remoteStream = remoteStreamOf(event, remoteStream);
      publish();
    });
    connection.addEventListener('iceconnectionstatechange', () => onIceState(connection));
    connection.addEventListener('connectionstatechange', () => onConnectionState(connection));
  }

  function addMedia(connection: RTCPeerConnection) {
    for (const kind of kinds) {
      const track = localStream?.getTracks().find((candidate) => candidate.kind === kind);
      if (track && localStream) {
        senders.set(kind, connection.addTrack(track, localStream));
      } else {
        // No camera or microphone here: still receive the other side's.
        senders.set(kind, connection.addTransceiver(kind, { direction: 'recvonly' }).sender);
      }
    }
  }

  async function open() {
    const config = await iceConfiguration();
    if (disposed) return;
    closePeerConnection();
    const connection = createPeerConnection(config);
    pc = connection;
    peer = makePeerId();
    remotePeer = null;
    makingOffer = false;
    ignoreOffer = false;
    wasConnected = false;
    restarts = 0;
    listen(connection);
    addMedia(connection);
    publish();
  }

  async function makeOffer(connection: RTCPeerConnection) {
    if (connection !== pc || !peer) return;
    try {
      makingOffer = true;
      await connection.setLocalDescription();
      const offer = connection.localDescription;
      if (connection !== pc || !offer || offer.type !== 'offer') return;
      post({ kind: 'offer', description: { type: 'offer', sdp: offer.sdp }, peer, to: remotePeer });
    } catch (error) {
      report(error);
    } finally {
      makingOffer = false;
    }
  }

  // ---- the other side's signals ----

  async function onOffer(signal: Extract<CallSignal, { kind: 'offer' }>) {
    if (endedBy === 'me') return;
    if (endedBy === 'remote' || (remotePeer !== null && signal.peer !== remotePeer)) {
      // The other side called again, or came back with a new connection (a reload): it shares
      // no ICE or DTLS state with ours, so start over instead of renegotiating.
      endedBy = null;
      await open();
    }
    const connection = pc;
    if (!connection || !peer) return;
    remotePeer = signal.peer;
    if (isRepeat(connection, signal.description)) {
      // The impolite side repeats its offer when it ignores ours; the answer stands.
      const answer = connection.localDescription;
      if (answer?.type === 'answer') {
        post({
          kind: 'answer',
          description: { type: 'answer', sdp: answer.sdp },
          peer,
          to: remotePeer,
        });
      }
      return;
    }
    const collision = makingOffer || connection.signalingState !== 'stable';
    ignoreOffer = !polite && collision;
    if (ignoreOffer) {
      // Ours wins. It may have gone out before the other side was listening, so send it again,
      // addressed: the polite side rolls back for it (or answers a duplicate harmlessly).
      const offer = connection.localDescription;
      if (offer?.type === 'offer') {
        post({
          kind: 'offer',
          description: { type: 'offer', sdp: offer.sdp },
          peer,
          to: remotePeer,
        });
      }
      return;
    }
    // A polite side holding its own offer rolls it back implicitly here.
    await connection.setRemoteDescription(signal.description);
    await connection.setLocalDescription();
    const answer = connection.localDescription;
    if (connection !== pc || !answer || answer.type !== 'answer') return;
    post({
      kind: 'answer',
      description: { type: 'answer', sdp: answer.sdp },
      peer,
      to: remotePeer,
    });
  }

  async function onAnswer(signal: Extract<CallSignal, { kind: 'answer' }>) {
    const connection = pc;
    if (!connection || endedBy) return;
    if (remotePeer !== null && signal.peer !== remotePeer) return;
    // A late answer to an offer that was rolled back or already answered.
    if (connection.signalingState !== 'have-local-offer') return;
    remotePeer = signal.peer;
    await connection.setRemoteDescription(signal.description);
  }

  async function onCandidate(signal: Extract<CallSignal, { kind: 'candidate' }>) {
    const connection = pc;
    if (!connection || endedBy) return;
    if (remotePeer !== null && signal.peer !== remotePeer) return;
    try {
      await connection.addIceCandidate(signal.candidate);
    } catch (error) {
      // Candidates of an offer we ignored cannot be added; anything else is worth knowing.
      if (!ignoreOffer) report(error);
    }
  }

  function onRemoteHangUp(signal: Extract<CallSignal, { kind: 'hangup' }>) {
    if (endedBy || signal.to === null || signal.peer !== remotePeer) return;
    closePeerConnection();
    endedBy = 'remote';
    publish();
  }

  async function handle(raw: RoomSignal) {
    const signal = readCallSignal(raw);
    if (!signal || disposed) return;
    // Meant for a connection of ours that no longer exists (replayed after a reload).
    if (signal.to !== null && signal.to !== peer) return;
    switch (signal.kind) {
      case 'offer':
        return onOffer(signal);
      case 'answer':
        return onAnswer(signal);
      case 'candidate':
        return onCandidate(signal);
      case 'hangup':
        return onRemoteHangUp(signal);
      default:
        return signal satisfies never;
    }
  }

  function enqueue(signal: RoomSignal) {
    chain = chain.then(() => handle(signal)).catch(report);
  }

  // ---- restarts ----

  function restartIce() {
    const connection = pc;
    if (!connection || endedBy || disposed) return;
    clearTimeout(restartTimer);
    const wait = lastRestartAt + MIN_RESTART_GAP_MS - now();
    if (wait > 0) {
      restartTimer = setTimeout(restartIce, wait);
      return;
    }
    lastRestartAt = now();
    restarts += 1;
    // Fires negotiationneeded: a new offer with fresh ICE credentials, as perfect negotiation.
    connection.restartIce();
    publish();
  }

  function onIceState(connection: RTCPeerConnection) {
    if (connection !== pc) return;
    clearTimeout(disconnectTimer);
    const state = connection.iceConnectionState;
    if (state === 'failed' && restarts < MAX_AUTOMATIC_RESTARTS) restartIce();
    if (state === 'disconnected') {
      disconnectTimer = setTimeout(() => {
        if (connection === pc && connection.iceConnectionState === 'disconnected') restartIce();
      }, disconnectGraceMs);
    }
    publish();
  }

  function onConnectionState(connection: RTCPeerConnection) {
    if (connection !== pc) return;
    if (connection.connectionState === 'connected') {
      wasConnected = true;
      restarts = 0;
    }
    publish();
  }

  function bufferOrHandle(signal: RoomSignal) {
    if (!ready) pending.push(signal);
    else enqueue(signal);
  }
  // Subscribed from the first moment: the room hands each signal over only once.
  const unsubscribe = options.subscribe(bufferOrHandle);

  function dispose() {
    if (disposed) return;
    if (!endedBy && peer && remotePeer) post({ kind: 'hangup', peer, to: remotePeer });
    disposed = true;
    unsubscribe();
    clearTimeout(refreshTimer);
    closePeerConnection();
    listeners.clear();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The live connection, for getStats (null before the start and after the end). */
    peerConnection: () => pc,

    /** Starts the call with this side's media (null: receive only); signals so far are kept. */
    async start(stream: MediaStream | null) {
      if (started || disposed) return;
      started = true;
      localStream = stream;
      try {
        await open();
      } finally {
        ready = true;
        for (const signal of pending.splice(0)) enqueue(signal);
      }
    },
    /** Swaps the camera or microphone without renegotiating (switch camera). */
    async replaceTrack(kind: MediaKind, track: MediaStreamTrack) {
      await senders.get(kind)?.replaceTrack(track);
    },
    /** The network changed or came back (online, connection change): find a new path now. */
    networkChanged() {
      restarts = 0;
      lastRestartAt = Number.NEGATIVE_INFINITY;
      restartIce();
    },
    /** The room stream is back: offer again unless the media path survived the outage. */
    streamResumed() {
      if (pc && pc.connectionState !== 'connected') {
        restarts = 0;
        restartIce();
      }
    },
    /** After 연결 끊김: the user asks to try again. */
    retry() {
      restarts = 0;
      lastRestartAt = Number.NEGATIVE_INFINITY;
      restartIce();
    },
    /** Calls again after a hang-up: a new connection, which the other side accepts. */
    async redial() {
      if (!endedBy || disposed) return;
      endedBy = null;
      await open();
    },
    hangUp() {
      if (endedBy || disposed) return;
      if (peer && remotePeer) post({ kind: 'hangup', peer, to: remotePeer });
      closePeerConnection();
      endedBy = 'me';
      publish();
    },
    /**
     * The page is closing (pagehide): tell the other side at once, as the page goes, and stop.
     * Without it the other side learns only when ICE gives up, seconds later.
     */
    leave() {
      if (disposed) return;
      if (!endedBy && peer && remotePeer) {
        const hangup = { kind: 'hangup', peer, to: remotePeer } as const;
        const sendNow = options.sendAsPageCloses ?? options.send;
        void sendNow(hangup.kind, callSignalPayload(hangup)).catch(() => {});
        endedBy = 'me';
      }
      dispose();
    },
    /** The panel goes away: tell the other side (it would otherwise wait for a restart). */
    dispose,
  };
}

export type PeerController = ReturnType<typeof createPeerController>;
