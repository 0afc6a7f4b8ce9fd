import type { Hono } from 'hono';

export type ListedRoute = { method: string; path: string; key: string };

/**
 * The handler routes of an app (middleware registrations, method ALL, left out), one entry
 * per method and path even when a validator adds a second handler. The walkers build their
 * cases from this, so a route added anywhere in app.ts is covered without being listed.
 */
export function listRoutes(
  app: Pick<Hono, 'routes'>,
  filter: { prefixes: readonly string[]; methods?: readonly string[] },
): ListedRoute[] {
  const keys = new Set<string>();
  const routes: ListedRoute[] = [];
  for (const { method, path } of app.routes) {
    if (method === 'ALL') continue;
    if (filter.methods && !filter.methods.includes(method)) continue;
    if (!filter.prefixes.some((prefix) => path.startsWith(prefix))) continue;
    const key = `${method} ${path}`;
    if (keys.has(key)) continue;
    keys.add(key);
    routes.push({ method, path, key });
  }
  return routes.sort((a, b) => a.key.localeCompare(b.key));
}

/** A path a request can use: every `:param` (with an optional `{pattern}`) becomes `1`. */
export function concretePath(path: string): string {
  return path.replace(/:\w+(\{[^}]*\})?/g, '1').replace(/\*$/, 'x');
}
