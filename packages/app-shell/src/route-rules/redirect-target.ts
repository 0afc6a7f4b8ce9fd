export type RedirectTarget =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; url: string }
  | { kind: 'none' };

/**
 * Where a route rule's `to` leads: a path of this app (client-side navigation), another
 * http(s) site (full page load), or nowhere (unusable, or the page we are already on).
 */
export function redirectTarget(
  to: string,
  current: { origin: string; href: string },
): RedirectTarget {
  let url: URL;
  try {
    url = new URL(to, current.origin);
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'none' };
  if (url.origin !== current.origin) return { kind: 'external', url: url.href };
  const href = `${url.pathname}${url.search}${url.hash}`;
  return href === current.href ? { kind: 'none' } : { kind: 'internal', href };
}
