import { bearer } from './users';

type Requester = { request(path: string, init?: RequestInit): Response | Promise<Response> };

/**
 * `call(method, path, token?, body?)` against an app: the status, the raw text (for searching a
 * whole answer), the parsed JSON when the answer is JSON, and the headers.
 */
export function jsonCaller(app: Requester) {
  return async (method: string, path: string, token?: string, body?: unknown) => {
    const response = await app.request(path, {
      method,
      headers: {
        ...(token ? bearer(token) : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const isJson = (response.headers.get('Content-Type') ?? '').includes('json');
    // biome-ignore lint/suspicious/noExplicitAny: answers read field by field
    const json: any = isJson && text !== '' ? JSON.parse(text) : null;
    return { status: response.status, text, json, headers: response.headers };
  };
}
