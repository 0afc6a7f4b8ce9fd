import { ACCESS_TOKEN_COOKIE, type ApiErrorBody } from '@arcana/domain';
import type * as v from 'valibot';
import { readCookie } from './cookies';
import { ApiError, reportApiError } from './errors';
import { INVALID_RESPONSE_MESSAGE, NETWORK_ERROR_MESSAGE } from './messages';

/** Same origin: both apps proxy /api to the api server (DESIGN "Runtime layout"). */
export const API_BASE = '';

let apiOrigin = API_BASE;

/**
 * Where calls go outside a browser: the build-time prerender reads an api at an absolute
 * origin (`http://127.0.0.1:8787`). The apps never call it; '' is the page's own origin.
 */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/+$/, '');
}

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type QueryScalar = string | number | boolean;
export type QueryParams = Record<string, QueryScalar | readonly QueryScalar[] | null | undefined>;

export type ApiFetchOptions<TSchema extends v.GenericSchema | undefined = undefined> = {
  method?: HttpMethod;
  /** Appended as a query string; null and undefined values are left out. */
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart form data instead of `body`. */
  form?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Validates a successful answer; its output is what the call resolves to. */
  schema?: TSchema;
  /** Skip the registered onApiError listeners (no toast): the caller handles or ignores it. */
  silent?: boolean;
  /** The request outlives the page (fetch keepalive): what a closing page still has to say. */
  keepalive?: boolean;
};

export function buildUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) params.append(key, String(item));
  }
  const search = params.toString();
  if (search === '') return `${apiOrigin}${path}`;
  return `${apiOrigin}${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  const wanted = name.toLowerCase();
  return Object.keys(headers).some((key) => key.toLowerCase() === wanted);
}

function requestHeaders(options: ApiFetchOptions<v.GenericSchema | undefined>): Headers {
  const given = options.headers ?? {};
  const headers = new Headers(given);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (!hasHeader(given, 'authorization')) {
    const token = readCookie(ACCESS_TOKEN_COOKIE.name);
    if (token) headers.set('authorization', `Bearer ${token}`);
  }
  // FormData sets its own multipart boundary, so only JSON bodies name their type.
  if (options.body !== undefined && options.form === undefined) {
    headers.set('content-type', 'application/json');
  }
  return headers;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The api's error body (domain apiErrorBodySchema), read by plain code: every page may meet an
 * error, so this reader is part of every first page, whose scripts count (DESIGN "Budgets").
 * http.test.ts holds it to the schema's rules.
 */
export function readApiErrorBody(json: unknown): ApiErrorBody | null {
  if (!isObject(json)) return null;
  const { status, code, message, errors } = json;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) {
    return null;
  }
  if (typeof code !== 'string' || code === '' || typeof message !== 'string') return null;
  if (errors === undefined) return { status, code, message };
  if (!Array.isArray(errors)) return null;
  const fieldErrors = errors.filter(
    (error): error is { field: string; message: string } =>
      isObject(error) && typeof error.field === 'string' && typeof error.message === 'string',
  );
  if (fieldErrors.length !== errors.length) return null;
  return {
    status,
    code,
    message,
    errors: fieldErrors.map(({ field, message }) => ({ field, message })),
  };
}

/** The ApiError of a non-2xx answer (the api's error body, or its status alone). */
export async function readErrorBody(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  const body = readApiErrorBody(json);
  if (body) {
    return new ApiError({
      status: response.status,
      code: body.code,
      message: body.message,
      errors: body.errors ?? [],
    });
  }
  // Not the api's error shape (a proxy page, an empty 502): keep the status, say it in Korean.
  const partial = json as { code?: unknown; message?: unknown } | undefined;
  return new ApiError({
    status: response.status,
    code: typeof partial?.code === 'string' ? partial.code : `HTTP_${response.status}`,
    ...(typeof partial?.message === 'string' ? { message: partial.message } : {}),
  });
}

async function readSuccessBody(response: Response, method: HttpMethod): Promise<unknown> {
  if (response.status === 204 || method === 'HEAD') return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  return JSON.parse(text) as unknown;
}

/** Runs before a request goes out (the token refresh of auth/refresh.ts installs itself here). */
export type RequestPreparer = () => Promise<void>;

let requestPreparer: RequestPreparer | null = null;

/** Installs the one preparer; returns the function that removes it again. */
export function setRequestPreparer(preparer: RequestPreparer): () => void {
  requestPreparer = preparer;
  return () => {
    if (requestPreparer === preparer) requestPreparer = null;
  };
}

/**
 * The auth calls themselves (login, refresh, logout, join…) and calls that bring their own
 * Authorization never wait for a refresh: the refresh call would otherwise wait for itself.
 */
function needsPreparation(path: string, options: ApiFetchOptions<v.GenericSchema | undefined>) {
  return !path.startsWith('/api/auth/') && !hasHeader(options.headers ?? {}, 'authorization');
}

function fail(error: ApiError, silent: boolean | undefined): never {
  if (!silent) reportApiError(error);
  throw error;
}

/**
 * The successful answer of one call with its body unread (a file download): the same token,
 * refresh and failures as apiFetch, the body left to the caller.
 */
export async function apiResponse(
  path: string,
  options: ApiFetchOptions<v.GenericSchema | undefined> = {},
): Promise<Response> {
  if (requestPreparer && needsPreparation(path, options)) await requestPreparer();
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: requestHeaders(options),
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
      credentials: 'same-origin',
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (cause) {
    // A cancelled query is not a failure anyone should hear about.
    if (options.signal?.aborted) throw cause;
    return fail(
      new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE, cause }),
      options.silent,
    );
  }
  if (!response.ok) return fail(await readErrorBody(response), options.silent);
  return response;
}

/**
 * One call to the api (SPEC §7): bearer token from the accessToken cookie unless an
 * Authorization header is given, JSON or form bodies, no data for 204/HEAD/empty answers,
 * and any failure thrown as an ApiError after the registered listeners saw it (SPEC §8).
 */
export function apiFetch<TSchema extends v.GenericSchema>(
  path: string,
  options: ApiFetchOptions<TSchema> & { schema: TSchema },
): Promise<v.InferOutput<TSchema>>;
export function apiFetch<T = unknown>(path: string, options?: ApiFetchOptions): Promise<T>;
export async function apiFetch(
  path: string,
  options: ApiFetchOptions<v.GenericSchema | undefined> = {},
): Promise<unknown> {
  const method = options.method ?? 'GET';
  const response = await apiResponse(path, options);
  let data: unknown;
  try {
    data = await readSuccessBody(response, method);
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    return fail(
      new ApiError({
        status: response.status,
        code: 'INVALID_RESPONSE',
        message: INVALID_RESPONSE_MESSAGE,
        cause,
      }),
      options.silent,
    );
  }
  if (!options.schema) return data;
  // The schema's own Standard Schema check: valibot's functions load with the schemas that
  // use them, not with every page's http code.
  const result = await options.schema['~standard'].validate(data);
  if (!result.issues) return result.value;
  console.error(`Unexpected response shape from ${method} ${path}`, result.issues);
  return fail(
    new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: INVALID_RESPONSE_MESSAGE,
      cause: result.issues,
    }),
    options.silent,
  );
}
