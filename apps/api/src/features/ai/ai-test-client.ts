// Test helpers of the ai feature's api tests: a guest with a cookie jar, and SSE read whole.
import { parseSseBlock, type SseMessage } from '../../test/sse-client';
import { ANON_ID_COOKIE } from './anon-id';

type Requester = { request(path: string, init?: RequestInit): Response | Promise<Response> };

/** A browser of one person: keeps the anonymous-id cookie, sends the token when logged in. */
export function aiClient(app: Requester, options: { token?: string; cookie?: string } = {}) {
  let cookie = options.cookie ?? '';
  let token = options.token;
  const call = async (method: string, path: string, body?: unknown, headers = {}) => {
    const response = await app.request(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(cookie ? { Cookie: `${ANON_ID_COOKIE}=${cookie}` } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.get('Set-Cookie');
    const match = set?.match(new RegExp(`${ANON_ID_COOKIE}=([^;]+)`));
    if (match?.[1]) cookie = match[1];
    return response;
  };
  return {
    call,
    // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read field by field
    async json<T = any>(method: string, path: string, body?: unknown) {
      const response = await call(method, path, body);
      return { status: response.status, body: (await response.json()) as T, response };
    },
    get cookie() {
      return cookie;
    },
    login(newToken: string) {
      token = newToken;
    },
  };
}

/** Every event of a finished SSE body. */
export async function sseEvents(response: Response): Promise<SseMessage[]> {
  const text = (await response.text()).replace(/\r\n?/g, '\n');
  return text
    .split('\n\n')
    .map(parseSseBlock)
    .filter((message): message is SseMessage => message !== null);
}

/** The deltas joined, and the `done` event's data. */
export async function readAnswer(response: Response) {
  const events = await sseEvents(response);
  const deltas = events.filter((event) => event.event === 'delta');
  const done = events.find((event) => event.event === 'done');
  return {
    events,
    deltas,
    text: deltas.map((event) => (JSON.parse(event.data) as { text: string }).text).join(''),
    done: done
      ? (JSON.parse(done.data) as { text: string; completed: boolean; message?: unknown })
      : null,
  };
}
