import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fetchIceServers, sendSignal } from './webrtc';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', { cookie: '' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('GETs the ICE servers and checks their shape', async () => {
  const answer = {
    iceServers: [
      { urls: ['turn:127.0.0.1:3478?transport=udp'], username: '1:2', credential: 'c2VjcmV0' },
    ],
    expiresAt: '2026-11-24T13:00:00.000Z',
  };
  fetchMock.mockResolvedValueOnce(json(answer));
  expect(await fetchIceServers()).toEqual(answer);
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/client/webrtc/ice-servers');
});

it('POSTs a signal to the session and answers its id', async () => {
  fetchMock.mockResolvedValueOnce(json({ id: 7 }, 201));
  const payload = { type: 'offer', sdp: 'v=0' };
  expect(await sendSignal(12, { kind: 'offer', payload })).toEqual({ id: 7 });
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/api/client/counseling/sessions/12/signals');
  expect(init?.method).toBe('POST');
  expect(JSON.parse(String(init?.body))).toEqual({ kind: 'offer', payload });
  expect(init?.keepalive).toBeUndefined();
});

it('sends the hang-up of a closing page as a request that outlives the page', async () => {
  fetchMock.mockResolvedValueOnce(json({ id: 8 }, 201));
  const payload = { peer: 'user-1', to: 'counselor-1' };
  expect(await sendSignal(12, { kind: 'hangup', payload }, { keepalive: true })).toEqual({ id: 8 });
  expect(fetchMock.mock.calls[0]?.[1]?.keepalive).toBe(true);
});

it('refuses an unknown signal kind before sending it', () => {
  // @ts-expect-error: the kind is not one of SIGNAL_KINDS
  expect(() => sendSignal(12, { kind: 'bye', payload: null })).toThrow();
  expect(fetchMock).not.toHaveBeenCalled();
});
