import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, onApiError } from './errors';
import { apiFetch } from './http';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();

function sentHeaders(call = 0): Headers {
  const init = fetchMock.mock.calls[call]?.[1];
  return new Headers(init?.headers);
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', { cookie: '' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends the accessToken cookie as a bearer token', async () => {
    vi.stubGlobal('document', { cookie: 'rememberMe=1; accessToken=abc.def; other=x' });
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));

    await apiFetch('/api/client/me');

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/client/me');
    expect(sentHeaders().get('authorization')).toBe('Bearer abc.def');
  });

  it('sends no authorization header without the cookie', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));

    await apiFetch('/api/public/notices');

    expect(sentHeaders().has('authorization')).toBe(false);
  });

  it('lets an explicit Authorization header win over the cookie', async () => {
    vi.stubGlobal('document', { cookie: 'accessToken=from-cookie' });
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));

    await apiFetch('/api/auth/refresh', { headers: { Authorization: 'Bearer refresh-token' } });

    expect(sentHeaders().get('authorization')).toBe('Bearer refresh-token');
  });

  it('builds the query string and sends JSON bodies', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));

    await apiFetch('/api/client/counselor/sessions', {
      method: 'POST',
      query: { pageSize: 12, sort: 'DESC', search: undefined, tag: ['a', 'b'] },
      body: { status: 'ON' },
    });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/client/counselor/sessions?pageSize=12&sort=DESC&tag=a&tag=b');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"status":"ON"}');
    expect(sentHeaders().get('content-type')).toBe('application/json');
  });

  it('sends FormData as is, without a JSON content type', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ uploadId: 'u1' }));
    const form = new FormData();
    form.append('file', 'x');

    await apiFetch('/api/client/uploads', { method: 'POST', form });

    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
    expect(sentHeaders().has('content-type')).toBe(false);
  });

  it('gives undefined for 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(
      apiFetch('/api/client/me/notifications/all/read', { method: 'PATCH' }),
    ).resolves.toBeUndefined();
  });

  it('gives undefined for HEAD and for an empty 200', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 200 }));
    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));

    await expect(apiFetch('/api/health', { method: 'HEAD' })).resolves.toBeUndefined();
    await expect(apiFetch('/api/client/fcm-token', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('reads success as JSON and validates it with the schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ count: 3, extra: 'dropped' }));

    const data = await apiFetch('/api/x', { schema: v.object({ count: v.number() }) });

    expect(data).toEqual({ count: 3 });
  });

  it('throws an ApiError with the fields of the error body', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          status: 400,
          code: 'VALIDATION_FAILED',
          message: '입력값을 확인해 주세요.',
          errors: [{ field: 'username', message: '4~20자로 입력해 주세요.' }],
        },
        400,
      ),
    );

    const error = await apiFetch('/api/auth/join', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: '입력값을 확인해 주세요.',
      errors: [{ field: 'username', message: '4~20자로 입력해 주세요.' }],
    });
  });

  it('uses a Korean generic message when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502 }));

    const error = await apiFetch('/api/x').catch((caught: unknown) => caught);

    expect(error).toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: '요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.',
      errors: [],
    });
  });

  it('tells the onApiError listeners before rethrowing, unless silent', async () => {
    const listener = vi.fn();
    const unregister = onApiError(listener);
    fetchMock.mockImplementation(async () =>
      jsonResponse({ status: 404, code: 'NOT_FOUND', message: '없어요.' }, 404),
    );

    await expect(apiFetch('/api/x')).rejects.toBeInstanceOf(ApiError);
    await expect(apiFetch('/api/x', { silent: true })).rejects.toBeInstanceOf(ApiError);
    unregister();
    await expect(apiFetch('/api/x')).rejects.toBeInstanceOf(ApiError);

    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0]).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await apiFetch('/api/x', { silent: true }).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('rethrows an abort untouched', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    fetchMock.mockRejectedValue(abort);

    await expect(apiFetch('/api/x', { signal: controller.signal })).rejects.toBe(abort);
  });
});
