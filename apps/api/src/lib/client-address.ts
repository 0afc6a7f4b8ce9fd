import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address of the connection the request came on. Forwarded-for headers are ignored: any
 * client can write them, and trusting them would let a guesser pick a fresh address per try.
 * Behind a proxy every request shares the proxy's address, which only makes the per-address
 * limit stricter. Null when there is no socket to ask (`app.request()` in tests, a socket
 * already closed): lumping those together under one made-up address would throttle them all.
 */
export function clientAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}
