import { createMiddleware } from 'hono/factory';
import type { Logger } from '../lib/logger';
import { printable } from '../lib/text-policy';

/**
 * One line per request, written when the response is ready: never bodies or query strings. The
 * path is decoded, so `%0a` would start a forged log line; such characters are escaped.
 */
export function requestLog(logger: Logger) {
  return createMiddleware(async (c, next) => {
    const started = performance.now();
    await next();
    const elapsed = Math.round(performance.now() - started);
    logger.info(`${c.req.method} ${printable(c.req.path)} ${c.res.status} ${elapsed}ms`);
  });
}
