import { isSameSitePath } from '@arcana/domain';

// DESIGN "Rich text": stored Markdown may only link to http(s) pages or to this site, and may
// only show pictures of this site or https ones. Anything else (javascript:, data:, vbscript:,
// protocol-relative //host) is emptied, so it renders as inert text.

function hasScheme(url: string, schemes: readonly string[]): boolean {
  try {
    return schemes.includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** A link target the page may use, or '' for one it must not. */
export function safeLinkHref(raw: string): string {
  const url = raw.trim();
  if (url === '') return '';
  if (url.startsWith('#') || isSameSitePath(url)) return url;
  return hasScheme(url, ['http:', 'https:']) ? url : '';
}

/** A link that leaves the site opens in a new tab without handing it this page. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** An image source the page may load (this site's or https), or ''. */
export function safeImageSrc(raw: string): string {
  const url = raw.trim();
  if (isSameSitePath(url)) return url;
  return hasScheme(url, ['https:']) ? url : '';
}
