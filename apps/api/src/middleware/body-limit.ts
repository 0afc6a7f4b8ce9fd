import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../lib/app-error';
import { messages } from '../lib/messages';

/** DESIGN "API conventions": a request body over 1 MB is refused with 413. */
export const REQUEST_BODY_MAX_BYTES = 1024 * 1024;

/**
 * Calls `onTooLarge` (which throws the route's 413) for a body over `maxSize`, before anything
 * parses it: a Content-Length over the limit is answered without reading a byte, and a chunked
 * body is read only up to the limit.
 */
export function bodySizeLimit({
  maxSize,
  onTooLarge,
}: {
  maxSize: number;
  onTooLarge: (c: Context) => never;
}) {
  const tooLarge = (c: Context): never => {
    // The rest of the body is not read: the connection cannot carry another request, and
    // saying so keeps a client from sending its next request down a socket about to close.
    c.header('Connection', 'close');
    return onTooLarge(c);
  };
  const streamLimit = bodyLimit({ maxSize, onError: tooLarge });
  return createMiddleware(async (c, next) => {
    // A declared length is judged from the header alone. hono's bodyLimit looks at
    // c.req.raw.body first, and on @hono/node-server merely touching it starts reading the
    // socket into a web stream nobody drains: a route that ignores its body (logout, mark all
    // read) then had its keep-alive connection force-closed 500 ms later, under the client's
    // next request (found by the write-route fuzz).
    const length = c.req.header('Content-Length');
    if (length !== undefined && !c.req.header('Transfer-Encoding')) {
      return Number(length) > maxSize ? tooLarge(c) : next();
    }
    // Chunked (or undeclared): read up to the limit, and no further.
    return streamLimit(c, next);
  });
}

/** The 1 MB limit of every /api request; `exceptPaths` keep their own (the upload route). */
export function requestBodyLimit({ exceptPaths }: { exceptPaths: string[] }) {
  const limit = bodySizeLimit({
    maxSize: REQUEST_BODY_MAX_BYTES,
    onTooLarge: () => {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', messages.payloadTooLarge);
    },
  });
  return except(exceptPaths, limit);
}
