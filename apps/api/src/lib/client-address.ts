import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a request came from, for the per-address login throttle.
 *
 * TRUST_PROXY off (`trustProxyHops` 0, the default): the connection's address; X-Forwarded-For
 * is ignored, since any client can write it and trusting it would let a guesser pick a fresh
 * address per try. Behind a proxy every request then shares the proxy's address, which only
 * makes the per-address limit stricter.
 *
 * TRUST_PROXY on: only the entries our own proxies appended are believed. A proxy such as
 * nginx with `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for` appends the address
 * it saw to whatever the client sent, so the list reads `<client-written…>, <seen by proxy 1>`.
 * Counting from the right, the connection is hop 0 and each trusted proxy one more hop; the
 * address is the entry `trustProxyHops` from the right end (the right-most with one proxy),
 * never one further left, which the client could have written. A shorter list (a request
 * that skipped a proxy) uses its left-most entry; an entry that is not a plain IP address
 * falls back to the connection's address, so nothing but an address is ever keyed on.
 *
 * Null when there is no socket to ask (`app.request()` in tests, a socket already closed) and
 * no trusted header: lumping those together under one made-up address would throttle them all.
 */
export function clientAddress(c: Context, trustProxyHops = 0): string | null {
  const connection = connectionAddress(c);
  if (trustProxyHops <= 0) return connection;
  const forwarded = c.req.header('X-Forwarded-For');
  if (!forwarded) return connection;
  const hops = [connection, ...forwarded.split(',').reverse()];
  const picked = hops[Math.min(trustProxyHops, hops.length - 1)]?.trim() ?? '';
  return isIP(picked) ? picked : connection;
}

function connectionAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}
