import { createMiddleware } from 'hono/factory';
import type { Logger } from '../lib/logger';

/** One line per request, written when the response is ready: never bodies or query strings. */
export function requestLog(logger: Logger) {
  return createMiddleware(async (c, next) => {
    const started = performance.now();
    await next();
    const elapsed = Math.round(performance.now() - started);
    logger.info(`${c.req.method} ${c.req.path} ${c.res.status} ${elapsed}ms`);
  });
}
