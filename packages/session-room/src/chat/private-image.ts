// A chat picture is a PRIVATE upload served under /api/client/files, whose login check reads
// only the Authorization header; an <img src> cannot send it. So the picture is fetched with
// the bearer token and shown from an object URL, one fetch per address for the page's life.
import { readCookie } from '@arcana/api-client';
import { ACCESS_TOKEN_COOKIE } from '@arcana/domain';

/** Pictures kept at most; the oldest is let go (and its object URL revoked) beyond this. */
const CACHE_LIMIT = 200;

const cache = new Map<string, Promise<string>>();

async function load(url: string): Promise<string> {
  const token = readCookie(ACCESS_TOKEN_COOKIE.name);
  const response = await fetch(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`picture ${response.status}`);
  return URL.createObjectURL(await response.blob());
}

/** The object URL of a private picture; a failed fetch is forgotten so it can be tried again. */
export function privateImageUrl(url: string): Promise<string> {
  const held = cache.get(url);
  if (held) return held;
  const loading = load(url).catch((error: unknown) => {
    cache.delete(url);
    throw error;
  });
  cache.set(url, loading);
  if (cache.size > CACHE_LIMIT) {
    const [oldestUrl, oldest] = cache.entries().next().value ?? [];
    if (oldestUrl !== undefined) cache.delete(oldestUrl);
    oldest?.then((objectUrl) => URL.revokeObjectURL(objectUrl)).catch(() => {});
  }
  return loading;
}
