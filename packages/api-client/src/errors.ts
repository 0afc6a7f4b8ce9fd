import type { ApiFieldError } from '@arcana/domain';
import { GENERIC_ERROR_MESSAGE } from './messages';

/** A failed call: the api's error body (DESIGN "API conventions") or a client-side stand-in. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly errors: readonly ApiFieldError[];

  constructor(init: {
    status: number;
    code: string;
    message?: string;
    errors?: readonly ApiFieldError[];
    cause?: unknown;
  }) {
    super(init.message || GENERIC_ERROR_MESSAGE, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** SPEC §8: '{field} 오류: {message}' from the first field error, else the error's message. */
export function toastMessageOf(error: unknown): string {
  if (error instanceof ApiError) {
    const first = error.errors[0];
    return first ? `${first.field} 오류: ${first.message}` : error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return GENERIC_ERROR_MESSAGE;
}

export type ApiErrorListener = (error: ApiError) => void;

const listeners = new Set<ApiErrorListener>();

/**
 * The toast side of SPEC §8 lives in the app (it owns sonner): it registers here and every
 * failed call that is not `silent` reaches it before the error is rethrown to the caller.
 * Returns the unregister function.
 */
export function onApiError(listener: ApiErrorListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportApiError(error: ApiError): void {
  for (const listener of listeners) {
    try {
      listener(error);
    } catch (listenerError) {
      console.error(listenerError);
    }
  }
}
