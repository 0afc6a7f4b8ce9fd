import { isNotFound } from '@tanstack/react-router';

/** The status an error page shows: a router not-found is 404, an HTTP-ish status is kept, else 500. */
export function errorStatusOf(error: unknown): number {
  if (isNotFound(error)) return 404;
  if (typeof error === 'object' && error !== null) {
    const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
    const candidate = typeof status === 'number' ? status : statusCode;
    if (typeof candidate === 'number' && Number.isInteger(candidate)) {
      if (candidate >= 400 && candidate <= 599) return candidate;
    }
  }
  return 500;
}
