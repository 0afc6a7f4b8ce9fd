import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages } from './messages';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION_FAILED'
  | 'MALFORMED_JSON'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_ERROR'
  | 'SERVICE_UNAVAILABLE';

export type FieldError = { field: string; message: string };

/** The JSON body of every error response (DESIGN "API conventions"). */
export type ErrorBody = {
  status: number;
  code: string;
  message: string;
  errors?: FieldError[];
};

/**
 * An error a route means to send. It is an HTTPException so Hono middleware treats it like
 * one, and carries a stable `code` clients can branch on instead of parsing Korean text.
 */
export class AppError extends HTTPException {
  override name = 'AppError';
  readonly code: ErrorCode | (string & {});
  readonly errors: FieldError[] | undefined;
  /** Extra response headers, e.g. Retry-After on a 429. */
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: ContentfulStatusCode,
    code: ErrorCode | (string & {}),
    message: string,
    errors?: FieldError[],
    options?: { headers?: Record<string, string> },
  ) {
    super(status, { message });
    this.code = code;
    this.errors = errors;
    this.headers = options?.headers;
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { status: this.status, code: this.code, message: this.message };
    if (this.errors && this.errors.length > 0) body.errors = this.errors;
    return body;
  }

  static validation(errors: FieldError[]): AppError {
    return new AppError(400, 'VALIDATION_FAILED', messages.validationFailed, errors);
  }

  static notFound(message: string = messages.notFound): AppError {
    return new AppError(404, 'NOT_FOUND', message);
  }

  /** 429 with Retry-After in whole seconds (at least 1, so a client never retries at once). */
  static tooManyRequests(
    code: ErrorCode | (string & {}),
    message: string,
    retryAfterSeconds: number,
  ): AppError {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return new AppError(429, code, message, undefined, {
      headers: { 'Retry-After': String(seconds) },
    });
  }
}
