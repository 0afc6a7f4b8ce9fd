import type { RoomSignal, SenderType, SignalKind } from '@arcana/domain';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FakePeerConnection } from './fake-peer-connection';
import { createPeerController, type PeerControllerOptions } from './peer-controller';

type Sent = { kind: SignalKind; payload: Record<string, unknown> };

function fakeStream(kinds: string[]) {
  const tracks = kinds.map((kind) => ({ kind }) as MediaStreamTrack);
  return { getTracks: () => tracks } as unknown as MediaStream;
}

const grant = () => Promise.resolve({ iceServers: [], expiresAt: Date.now() + 3_600_000 });

let peerIds = 0;

/** One side with its own signal inbox (`deliver`) and outbox (`sent`). */
function side(me: SenderType, extra: Partial<PeerControllerOptions> = {}) {
  let listener: ((signal: RoomSignal) => void) | null = null;
  const sent: Sent[] = [];
  let id = 0;
  const controller = createPeerController({
    polite: me === 'USER',
    kinds: ['audio'],
    loadIceServers: grant,
    send: async (kind, payload) => {
      sent.push({ kind, payload: payload as Record<string, unknown> });
    },
    subscribe: (next) => {
      listener = next;
      return () => {
        listener = null;
      };
    },
    createPeerConnection: (config) =>
      new FakePeerConnection(config) as unknown as RTCPeerConnection,
    makePeerId: () => `${me.toLowerCase()}-${++peerIds}`,
    ...extra,
  });
  const other: SenderType = me === 'USER' ? 'COUNSELOR' : 'USER';
  return {
    controller,
    sent,
    pc: () => controller.peerConnection() as unknown as FakePeerConnection,
    deliver(kind: SignalKind, payload: Record<string, unknown>) {
      id += 1;
      listener?.({ id, senderType: other, kind, payload });
    },
  };
}

/** Two sides whose signals reach each other, in order, as through the room. */
function linkedPair(userExtra: Partial<PeerControllerOptions> = {}) {
  const user = side('USER', userExtra);
  const counselor = side('COUNSELOR');
  const forward = (from: ReturnType<typeof side>, to: ReturnType<typeof side>) => {
    let delivered = 0;
    return setInterval(() => {
      while (delivered < from.sent.length) {
        const signal = from.sent[delivered];
        delivered += 1;
        if (signal) to.deliver(signal.kind, signal.payload);
      }
    }, 1);
  };
  const timers = [forward(user, counselor), forward(counselor, user)];
  return { user, counselor, stop: () => timers.forEach(clearInterval) };
}

beforeEach(() => {
  FakePeerConnection.created = [];
});

afterEach(() => {
  vi.useRealTimers();
});

it('glare: when both offer at once the polite user rolls back and answers the counselor', async () => {
  const { user, counselor, stop } = linkedPair();
  await Promise.all([
    user.controller.start(fakeStream(['audio'])),
    counselor.controller.start(fakeStream(['audio'])),
  ]);
  await vi.waitFor(() => {
    expect(user.pc().signalingState).toBe('stable');
    expect(counselor.pc().signalingState).toBe('stable');
    expect(counselor.pc().remoteDescription?.type).toBe('answer');
  });
  stop();
  expect(user.pc().rollbacks).toBe(1);
  expect(user.pc().remoteDescription?.sdp).toBe(counselor.pc().localDescription?.sdp);
  expect(counselor.pc().remoteDescription?.sdp).toBe(user.pc().localDescription?.sdp);
  // The impolite side never yields: it answers nothing.
  expect(counselor.sent.filter((signal) => signal.kind === 'answer')).toEqual([]);
});

it('the impolite counselor ignores an offer that arrives while it is making its own', async () => {
  const onError = vi.fn();
  const counselor = side('COUNSELOR', { onError });
  await counselor.controller.start(fakeStream(['audio']));
  await vi.waitFor(() => expect(counselor.sent.map((signal) => signal.kind)).toEqual(['offer']));
  const ownOffer = counselor.sent[0]?.payload;

  counselor.deliver('offer', { type: 'offer', sdp: 'their offer', peer: 'user-x', to: null });
  await vi.waitFor(() => expect(counselor.sent).toHaveLength(2));

  expect(counselor.pc().signalingState).toBe('have-local-offer');
  expect(counselor.pc().remoteDescription).toBeNull();
  // Its own offer again, now addressed to the user's connection: no answer.
  expect(counselor.sent[1]).toEqual({
    kind: 'offer',
    payload: { ...ownOffer, to: 'user-x' },
  });
  // The candidates of the ignored offer are dropped quietly.
  counselor.deliver('candidate', { candidate: 'candidate:1', peer: 'user-x', to: null });
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(onError).not.toHaveBeenCalled();
});

it('the polite user rolls back its own offer for the counselor’s and answers it', async () => {
  const user = side('USER');
  await user.controller.start(fakeStream(['audio']));
  await vi.waitFor(() => expect(user.pc().signalingState).toBe('have-local-offer'));
  const userPeer = user.sent[0]?.payload.peer;

  user.deliver('offer', { type: 'offer', sdp: 'counselor offer', peer: 'counselor-x', to: null });
  await vi.waitFor(() => expect(user.sent.at(-1)?.kind).toBe('answer'));

  expect(user.pc().rollbacks).toBe(1);
  expect(user.pc().remoteDescription?.sdp).toBe('counselor offer');
  expect(user.sent.at(-1)?.payload).toMatchObject({
    type: 'answer',
    peer: userPeer,
    to: 'counselor-x',
  });
});

it('trickles its candidates addressed to the other side once it is known', async () => {
  const user = side('USER');
  await user.controller.start(fakeStream(['audio']));
  user.deliver('offer', { type: 'offer', sdp: 'o', peer: 'counselor-x', to: null });
  await vi.waitFor(() => expect(user.sent.at(-1)?.kind).toBe('answer'));
  user.pc().emitCandidate({ candidate: 'candidate:host', sdpMid: '0', sdpMLineIndex: 0 });
  await vi.waitFor(() => expect(user.sent.at(-1)?.kind).toBe('candidate'));
  expect(user.sent.at(-1)?.payload).toMatchObject({
    candidate: 'candidate:host',
    sdpMid: '0',
    to: 'counselor-x',
  });
});

it('restarts ICE at once when the connection fails, and offers again', async () => {
  const { user, counselor, stop } = linkedPair();
  await Promise.all([user.controller.start(null), counselor.controller.start(null)]);
  await vi.waitFor(() => expect(counselor.pc().remoteDescription?.type).toBe('answer'));
  const offers = () => counselor.sent.filter((signal) => signal.kind === 'offer').length;
  const before = offers();

  counselor.pc().setIceState('failed');
  counselor.pc().setConnectionState('failed');
  expect(counselor.pc().restarts).toBe(1);
  expect(counselor.controller.getSnapshot().phase).toBe('reconnecting');
  await vi.waitFor(() => expect(offers()).toBe(before + 1));
  await vi.waitFor(() => expect(counselor.pc().signalingState).toBe('stable'));
  stop();
});

it('gives a disconnected path a moment to heal before restarting ICE', async () => {
  const user = side('USER', { disconnectGraceMs: 30 });
  await user.controller.start(null);
  user.pc().setIceState('disconnected');
  user.pc().setIceState('connected');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(user.pc().restarts).toBe(0);

  user.pc().setIceState('disconnected');
  await vi.waitFor(() => expect(user.pc().restarts).toBe(1));
});

it('shows 연결 끊김 (failed) once automatic restarts are used up, until retry', async () => {
  let clock = 0;
  const user = side('USER', { now: () => clock });
  await user.controller.start(null);
  for (let attempt = 0; attempt < 6; attempt += 1) {
    clock += 10_000;
    user.pc().setIceState('failed');
  }
  user.pc().setConnectionState('failed');
  expect(user.pc().restarts).toBe(5);
  expect(user.controller.getSnapshot().phase).toBe('failed');
  clock += 10_000;
  user.controller.retry();
  expect(user.pc().restarts).toBe(6);
  expect(user.controller.getSnapshot().phase).toBe('reconnecting');
});

it('re-offers after the room stream resumes when the call is not connected', async () => {
  const user = side('USER');
  await user.controller.start(null);
  user.pc().setConnectionState('connected');
  user.controller.streamResumed();
  expect(user.pc().restarts).toBe(0);
  user.pc().setConnectionState('disconnected');
  user.controller.streamResumed();
  expect(user.pc().restarts).toBe(1);
});

it('ignores signals replayed for a connection of ours that no longer exists', async () => {
  const user = side('USER');
  await user.controller.start(null);
  user.deliver('offer', { type: 'offer', sdp: 'o', peer: 'counselor-x', to: null });
  await vi.waitFor(() => expect(user.sent.at(-1)?.kind).toBe('answer'));
  user.deliver('candidate', { candidate: 'candidate:old', peer: 'counselor-x', to: 'user-gone' });
  user.deliver('hangup', { peer: 'counselor-x', to: 'user-gone' });
  user.deliver('candidate', { candidate: 'candidate:new', peer: 'counselor-x', to: null });
  await vi.waitFor(() => expect(user.pc().candidates).toHaveLength(1));
  expect(user.pc().candidates[0]?.candidate).toBe('candidate:new');
  expect(user.controller.getSnapshot().phase).not.toBe('ended');
});

it('starts a new connection when the other side comes back with a new one (a reload)', async () => {
  const user = side('USER');
  await user.controller.start(null);
  user.deliver('offer', { type: 'offer', sdp: 'first', peer: 'counselor-1', to: null });
  await vi.waitFor(() => expect(user.sent.at(-1)?.kind).toBe('answer'));
  const first = user.pc();

  user.deliver('offer', { type: 'offer', sdp: 'second', peer: 'counselor-2', to: null });
  await vi.waitFor(() => expect(user.pc()).not.toBe(first));
  await vi.waitFor(() => expect(user.pc().remoteDescription?.sdp).toBe('second'));
  expect(first.signalingState).toBe('closed');
  expect(user.sent.at(-1)?.payload).toMatchObject({ type: 'answer', to: 'counselor-2' });
});

it('keeps signals that arrive before the start and handles them after it', async () => {
  const user = side('USER');
  user.deliver('offer', { type: 'offer', sdp: 'early', peer: 'counselor-x', to: null });
  await user.controller.start(fakeStream(['audio']));
  await vi.waitFor(() => expect(user.pc().remoteDescription?.sdp).toBe('early'));
});

it('hang-up: tells the other side and closes; the other side closes too', async () => {
  const { user, counselor, stop } = linkedPair();
  await Promise.all([user.controller.start(null), counselor.controller.start(null)]);
  await vi.waitFor(() => expect(counselor.pc().remoteDescription?.type).toBe('answer'));
  const userPc = user.pc();

  user.controller.hangUp();
  expect(userPc.signalingState).toBe('closed');
  expect(user.controller.getSnapshot()).toMatchObject({ phase: 'ended', endedBy: 'me' });
  await vi.waitFor(() =>
    expect(counselor.controller.getSnapshot()).toMatchObject({ phase: 'ended', endedBy: 'remote' }),
  );
  expect(counselor.controller.peerConnection()).toBeNull();
  stop();
});

it('a closing page hangs up at once past the signal queue, and says it only once', async () => {
  const asPageCloses: Sent[] = [];
  const { user, counselor, stop } = linkedPair({
    sendAsPageCloses: async (kind, payload) => {
      asPageCloses.push({ kind, payload: payload as Record<string, unknown> });
      counselor.deliver(kind, payload as Record<string, unknown>);
    },
  });
  await Promise.all([user.controller.start(null), counselor.controller.start(null)]);
  await vi.waitFor(() => expect(counselor.pc().remoteDescription?.type).toBe('answer'));
  const queued = user.sent.length;

  user.controller.leave();
  user.controller.leave();
  user.controller.dispose();
  expect(asPageCloses).toEqual([
    {
      kind: 'hangup',
      payload: { peer: expect.stringMatching(/^user-/), to: expect.stringMatching(/^counselor-/) },
    },
  ]);
  expect(user.sent.slice(queued)).toEqual([]);
  expect(user.controller.peerConnection()).toBeNull();
  await vi.waitFor(() =>
    expect(counselor.controller.getSnapshot()).toMatchObject({ phase: 'ended', endedBy: 'remote' }),
  );
  stop();
});

it('passes the ICE transport policy on and renews TURN credentials before they expire', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const loadIceServers = vi
    .fn()
    .mockResolvedValueOnce({ iceServers: [{ urls: ['turn:a'] }], expiresAt: Date.now() + 600_000 })
    .mockResolvedValueOnce({
      iceServers: [{ urls: ['turn:b'] }],
      expiresAt: Date.now() + 4_200_000,
    });
  const user = side('USER', { loadIceServers, iceTransportPolicy: 'relay' });
  await user.controller.start(null);
  expect(user.pc().config).toEqual({
    iceServers: [{ urls: ['turn:a'] }],
    iceTransportPolicy: 'relay',
  });

  await vi.advanceTimersByTimeAsync(290_000);
  expect(loadIceServers).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(20_000);
  expect(loadIceServers).toHaveBeenCalledTimes(2);
  expect(user.pc().configurations).toEqual([
    { iceServers: [{ urls: ['turn:b'] }], iceTransportPolicy: 'relay' },
  ]);
  user.controller.dispose();
});
