export { readCookie } from './cookies';
export {
  ApiError,
  type ApiErrorListener,
  isApiError,
  onApiError,
  reportApiError,
  toastMessageOf,
} from './errors';
export { fetchHealth } from './health/fetchers';
export { healthQueries } from './health/queries';
export {
  API_BASE,
  type ApiFetchOptions,
  apiFetch,
  buildUrl,
  type HttpMethod,
  type QueryParams,
} from './http';
export { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from './messages';
export { fetchRouteRule } from './public/fetchers';
export { publicQueries } from './public/queries';
