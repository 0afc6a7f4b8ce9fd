import { vi } from 'vitest';

/**
 * A document whose cookie setter keeps every raw `Set` string, so tests can assert the exact
 * attributes (jsdom would apply them and hide them), plus an in-memory localStorage.
 */
export function installFakeBrowser() {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  const listeners = new Map<string, Set<() => void>>();
  const document = {
    visibilityState: 'visible' as 'visible' | 'hidden',
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(raw: string) {
      writes.push(raw);
      const [pair = '', ...attributes] = raw.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const maxAge = attributes.find((part) => part.startsWith('Max-Age='));
      if (maxAge && Number(maxAge.slice('Max-Age='.length)) <= 0) jar.delete(name);
      else jar.set(name, pair.slice(separator + 1));
    },
    addEventListener(type: string, listener: () => void) {
      const set = listeners.get(type) ?? new Set();
      set.add(listener);
      listeners.set(type, set);
    },
    removeEventListener(type: string, listener: () => void) {
      listeners.get(type)?.delete(listener);
    },
    dispatch(type: string) {
      for (const listener of listeners.get(type) ?? []) listener();
    },
  };
  const store = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
  vi.stubGlobal('document', document);
  vi.stubGlobal('localStorage', localStorage);
  return { document, writes, jar, store };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
