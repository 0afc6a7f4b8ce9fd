/** Reads one cookie of the current document; undefined outside a browser or when absent. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export type CookieAttributes = {
  maxAgeSeconds: number;
  path?: string;
  sameSite?: 'Strict' | 'Lax' | 'None';
  secure?: boolean;
};

/** `name=value; Max-Age=…; Path=…; SameSite=…` exactly as the browser receives it. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${attributes.maxAgeSeconds}`];
  parts.push(`Path=${attributes.path ?? '/'}`);
  if (attributes.sameSite) parts.push(`SameSite=${attributes.sameSite}`);
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

export function writeCookie(name: string, value: string, attributes: CookieAttributes): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Safari/WebViews; this is the one escaped writer.
  document.cookie = serializeCookie(name, value, attributes);
}

export function deleteCookie(name: string, path = '/'): void {
  writeCookie(name, '', { maxAgeSeconds: 0, path });
}
