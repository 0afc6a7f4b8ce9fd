import type { RoomSignal, RoomState, SignalKind } from '@arcana/domain';
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { RoomConnection } from '../room-connection';
import { CallPanel } from './CallPanel';
import { FakePeerConnection } from './fake-peer-connection';
import { ICE_POLICY_STORAGE_KEY } from './ice-policy';

const api = vi.hoisted(() => ({
  fetchIceServers: vi.fn(),
  sendSignal: vi.fn(),
}));
vi.mock('@arcana/api-client', () => api);

// The negotiation runs on real timers; a loaded machine (turbo runs packages side by side) is slow.
configure({ asyncUtilTimeout: 5_000 });

type FakeTrack = { kind: string; enabled: boolean; stop: () => void; getSettings: () => object };

function fakeStream(kinds: string[]) {
  const tracks: FakeTrack[] = kinds.map((kind) => ({
    kind,
    enabled: true,
    stop: vi.fn(),
    getSettings: () => ({ deviceId: `${kind}-1` }),
  }));
  return {
    tracks,
    stream: {
      getTracks: () => tracks,
      getAudioTracks: () => tracks.filter((track) => track.kind === 'audio'),
      getVideoTracks: () => tracks.filter((track) => track.kind === 'video'),
    } as unknown as MediaStream,
  };
}

const getUserMedia = vi.fn();

function room(overrides: Partial<RoomState['session']> = {}, me: RoomState['me'] = 'COUNSELOR') {
  return {
    session: {
      id: 7,
      status: 'IN_PROGRESS',
      startTime: '2026-11-24T03:00:00.000Z',
      durationSeconds: 1800,
      counselingType: 'VIDEO',
      startType: 'RESERVATION',
      product: { name: '30분 영상 상담', mainImage: null },
      counselor: { id: 2, name: '별하' },
      user: { displayName: '데모' },
      hasReview: false,
      ...overrides,
    },
    me,
    counselor: {
      id: 2,
      name: '별하',
      status: 'COUNSELING',
      imageUrl: '/portrait.svg',
      rating: null,
      reviewCount: 0,
    },
  } as RoomState;
}

/** The room's side of the panel: signals the test delivers as if from the other side. */
function connection(me: RoomConnection['me'] = 'COUNSELOR') {
  let listener: ((signal: RoomSignal) => void) | null = null;
  let id = 0;
  const value: RoomConnection = {
    sessionId: 7,
    me,
    streamState: 'open',
    onSignal: (next) => {
      listener = next;
      return () => {
        listener = null;
      };
    },
  };
  return {
    value,
    deliver(kind: SignalKind, payload: Record<string, unknown>) {
      id += 1;
      act(() =>
        listener?.({ id, senderType: me === 'USER' ? 'COUNSELOR' : 'USER', kind, payload }),
      );
    },
  };
}

const sent = () =>
  api.sendSignal.mock.calls.map(
    ([, request]) => request as { kind: SignalKind; payload: Record<string, unknown> },
  );

const panel = () => screen.getByTestId('call-panel');

async function lastPeerConnection() {
  await waitFor(() => expect(FakePeerConnection.created.length).toBeGreaterThan(0));
  return FakePeerConnection.created.at(-1) as FakePeerConnection;
}

/** The counselor offered; the user answers from `user-1`, so both know each other's ids. */
async function answered(link: ReturnType<typeof connection>) {
  await waitFor(() => expect(sent().some((signal) => signal.kind === 'offer')).toBe(true));
  const offer = sent().find((signal) => signal.kind === 'offer');
  const mine = offer?.payload.peer as string;
  link.deliver('answer', { type: 'answer', sdp: 'answer user', peer: 'user-1', to: mine });
  const pc = await lastPeerConnection();
  await waitFor(() => expect(pc.signalingState).toBe('stable'));
  return mine;
}

beforeEach(() => {
  FakePeerConnection.created = [];
  api.fetchIceServers.mockResolvedValue({
    iceServers: [{ urls: ['turn:127.0.0.1:3478?transport=udp'], username: 'u', credential: 'c' }],
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  api.sendSignal.mockResolvedValue({ id: 1 });
  getUserMedia.mockImplementation(async () => fakeStream(['audio', 'video']).stream);
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  Object.defineProperty(globalThis.navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia,
      enumerateDevices: vi.fn(async () => [{ kind: 'videoinput', deviceId: 'video-1' }]),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  // Operations still queued on a connection the test closed are reported, not failures here.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  api.fetchIceServers.mockReset();
  api.sendSignal.mockReset();
  getUserMedia.mockReset();
  localStorage.clear();
});

it('opens the camera and microphone, offers with the api ICE servers and shows 연결됨', async () => {
  const link = connection();
  render(<CallPanel connection={link.value} room={room()} kind="VIDEO" onHangUp={() => {}} />);
  expect(panel().dataset).toMatchObject({ connectionState: 'new', iceTransport: 'all' });
  const pc = await lastPeerConnection();
  expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ video: expect.anything() }));
  expect(pc.config).toMatchObject({
    iceTransportPolicy: 'all',
    iceServers: [{ urls: ['turn:127.0.0.1:3478?transport=udp'], username: 'u', credential: 'c' }],
  });
  expect(pc.senders.map((sender) => sender.track?.kind)).toEqual(['audio', 'video']);
  await answered(link);
  act(() => pc.setConnectionState('connected'));
  expect(panel().dataset.connectionState).toBe('connected');
  expect(screen.getByTestId('call-state').textContent).toContain('연결됨');
  expect(panel().dataset.remoteVideoFrames).toBe('0');
});

it('shows the frames decoded and the selected local candidate type from getStats', async () => {
  const link = connection();
  render(<CallPanel connection={link.value} room={room()} kind="VIDEO" onHangUp={() => {}} />);
  const pc = await lastPeerConnection();
  Object.assign(pc, {
    getStats: async () =>
      new Map<string, object>([
        ['T', { id: 'T', type: 'transport', selectedCandidatePairId: 'P' }],
        ['P', { id: 'P', type: 'candidate-pair', localCandidateId: 'L', remoteCandidateId: 'R' }],
        ['L', { id: 'L', type: 'local-candidate', candidateType: 'relay' }],
        ['R', { id: 'R', type: 'remote-candidate', candidateType: 'relay' }],
        ['V', { id: 'V', type: 'inbound-rtp', kind: 'video', framesDecoded: 42 }],
      ]),
  });
  await waitFor(() => expect(panel().dataset.remoteVideoFrames).toBe('42'), { timeout: 5_000 });
  expect(panel().dataset.selectedCandidateType).toBe('relay');
});

it('uses relays only when the page forces it (localStorage arcana.iceTransportPolicy)', async () => {
  localStorage.setItem(ICE_POLICY_STORAGE_KEY, 'relay');
  const link = connection();
  render(<CallPanel connection={link.value} room={room()} kind="VIDEO" onHangUp={() => {}} />);
  expect(panel().dataset.iceTransport).toBe('relay');
  const pc = await lastPeerConnection();
  expect(pc.config.iceTransportPolicy).toBe('relay');
});

it('honours the other side hanging up and offers to call again', async () => {
  const link = connection();
  render(<CallPanel connection={link.value} room={room()} kind="VIDEO" onHangUp={() => {}} />);
  const mine = await answered(link);
  link.deliver('hangup', { peer: 'user-1', to: mine });
  await waitFor(() => expect(panel().dataset.phase).toBe('ended'));
  expect(panel().dataset.connectionState).toBe('closed');
  expect(screen.getByText('상대방이 통화를 끝냈어요.')).toBeTruthy();
  expect(screen.getByTestId('call-redial')).toBeTruthy();
});

it('hang up tells the other side, closes the connection and leaves the call view', async () => {
  const link = connection();
  const onHangUp = vi.fn();
  render(<CallPanel connection={link.value} room={room()} kind="VIDEO" onHangUp={onHangUp} />);
  const mine = await answered(link);
  const pc = await lastPeerConnection();
  fireEvent.click(screen.getByTestId('call-hangup'));
  expect(onHangUp).toHaveBeenCalledOnce();
  expect(pc.signalingState).toBe('closed');
  await waitFor(() =>
    expect(sent().at(-1)).toEqual({ kind: 'hangup', payload: { peer: mine, to: 'user-1' } }),
  );
});

it('a page closing in a call hangs up as it goes, with a request that outlives the page', async () => {
  const link = connection();
  render(<CallPanel connection={link.value} room={room()} kind="VIDEO" onHangUp={vi.fn()} />);
  const mine = await answered(link);
  const pc = await lastPeerConnection();
  api.sendSignal.mockClear();
  act(() => void window.dispatchEvent(new Event('pagehide')));
  expect(api.sendSignal.mock.calls).toEqual([
    [7, { kind: 'hangup', payload: { peer: mine, to: 'user-1' } }, { keepalive: true }],
  ]);
  expect(pc.signalingState).toBe('closed');
});

it('mute and camera off switch the tracks off without a new offer', async () => {
  const media = fakeStream(['audio', 'video']);
  getUserMedia.mockResolvedValue(media.stream);
  const link = connection();
  render(<CallPanel connection={link.value} room={room()} kind="VIDEO" onHangUp={() => {}} />);
  await answered(link);
  const offers = sent().filter((signal) => signal.kind === 'offer').length;
  fireEvent.click(screen.getByTestId('call-mute'));
  expect(screen.getByTestId('call-mute').getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByTestId('call-mute').textContent).toContain('음소거 해제');
  fireEvent.click(screen.getByTestId('call-camera'));
  expect(screen.getByTestId('call-camera').getAttribute('aria-pressed')).toBe('true');
  expect(media.tracks.map((track) => track.enabled)).toEqual([false, false]);
  // One camera in the list: no switch button.
  expect(screen.queryByTestId('call-switch-camera')).toBeNull();
  expect(sent().filter((signal) => signal.kind === 'offer').length).toBe(offers);
});

it('a denied camera says so in Korean, still receives, and a retry starts a call with media', async () => {
  getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
  const link = connection();
  render(<CallPanel connection={link.value} room={room()} kind="VIDEO" onHangUp={() => {}} />);
  const error = await screen.findByTestId('call-media-error');
  expect(error.dataset.problem).toBe('denied');
  expect(error.textContent).toContain('카메라와 마이크 사용이 허용되지 않았어요');
  const receiving = await lastPeerConnection();
  expect(receiving.senders.map((sender) => sender.track)).toEqual([null, null]);
  fireEvent.click(screen.getByTestId('call-media-retry'));
  await waitFor(() => expect(FakePeerConnection.created.length).toBe(2));
  expect(receiving.signalingState).toBe('closed');
  const withMedia = FakePeerConnection.created[1] as FakePeerConnection;
  expect(withMedia.senders.map((sender) => sender.track?.kind)).toEqual(['audio', 'video']);
  expect(screen.queryByTestId('call-media-error')).toBeNull();
});

it('a voice call asks for the microphone only and shows the counselor by name', async () => {
  getUserMedia.mockResolvedValue(fakeStream(['audio']).stream);
  const link = connection('USER');
  render(
    <CallPanel
      connection={link.value}
      room={room({ counselingType: 'CALL' }, 'USER')}
      kind="CALL"
      onHangUp={() => {}}
    />,
  );
  const pc = await lastPeerConnection();
  expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ video: false }));
  expect(pc.senders.map((sender) => sender.track?.kind)).toEqual(['audio']);
  expect(screen.getByText('별하 상담사')).toBeTruthy();
  expect(screen.queryByTestId('call-camera')).toBeNull();
  expect(panel().dataset.remoteVideoFrames).toBe('0');
});

it('opens no camera before the session opens or after it ended', () => {
  const link = connection();
  const { rerender } = render(
    <CallPanel
      connection={link.value}
      room={room({ status: 'SCHEDULED' })}
      kind="VIDEO"
      onHangUp={() => {}}
    />,
  );
  expect(screen.getByTestId('call-unavailable').textContent).toContain('아직 통화할 수 없어요');
  rerender(
    <CallPanel
      connection={link.value}
      room={room({ status: 'COMPLETED' })}
      kind="VIDEO"
      onHangUp={() => {}}
    />,
  );
  expect(screen.getByTestId('call-unavailable').textContent).toContain('통화가 끝난 상담이에요');
  expect(getUserMedia).not.toHaveBeenCalled();
  expect(screen.queryByTestId('call-panel')).toBeNull();
});
