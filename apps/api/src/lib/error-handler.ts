import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, type ErrorBody, type ErrorCode } from './app-error';
import type { Logger } from './logger';
import { messages } from './messages';

const byStatus: Partial<Record<number, { code: ErrorCode; message: string }>> = {
  400: { code: 'BAD_REQUEST', message: messages.badRequest },
  401: { code: 'UNAUTHORIZED', message: messages.unauthorized },
  403: { code: 'FORBIDDEN', message: messages.forbidden },
  404: { code: 'NOT_FOUND', message: messages.notFound },
  405: { code: 'METHOD_NOT_ALLOWED', message: messages.methodNotAllowed },
  409: { code: 'CONFLICT', message: messages.conflict },
  413: { code: 'PAYLOAD_TOO_LARGE', message: messages.payloadTooLarge },
  429: { code: 'TOO_MANY_REQUESTS', message: messages.tooManyRequests },
  503: { code: 'SERVICE_UNAVAILABLE', message: messages.serviceUnavailable },
};

const internal: ErrorBody = { status: 500, code: 'INTERNAL_ERROR', message: messages.internal };

// Hono's own exceptions (validator, body limit, ...) carry English developer text; the client
// gets the Korean message for that status instead.
function fromHttpException(error: HTTPException): ErrorBody {
  if (error.status === 400 && error.message.startsWith('Malformed JSON')) {
    return { status: 400, code: 'MALFORMED_JSON', message: messages.malformedJson };
  }
  const known = byStatus[error.status];
  if (known) return { status: error.status, ...known };
  if (error.status >= 500) return internal;
  return { status: error.status, code: 'BAD_REQUEST', message: messages.badRequest };
}

export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof AppError) return error.toBody();
  if (error instanceof HTTPException) return fromHttpException(error);
  return internal;
}

/** The single app.onError: every thrown thing becomes the JSON error body, never a stack. */
export function createErrorHandler(logger: Logger) {
  return (error: Error, c: Context) => {
    const body = toErrorBody(error);
    if (body.status >= 500) logger.error(`${c.req.method} ${c.req.path} failed`, error);
    const headers = error instanceof AppError ? error.headers : undefined;
    return c.json(body, body.status as ContentfulStatusCode, headers);
  };
}

export function notFoundHandler(c: Context) {
  const body = toErrorBody(AppError.notFound());
  return c.json(body, 404);
}
