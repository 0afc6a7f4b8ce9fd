import type { ArticleMedia } from '@arcana/domain';

// DESIGN "Rich text": an article's Markdown may only link to http(s) pages or to this site, and
// its images are the article's own media (`![alt](media:<position>)`), this site's files, or
// https pictures. Anything else (javascript:, data:, vbscript:, protocol-relative //host) is
// emptied, so it renders as inert text.

const MEDIA_REF = /^media:(\d{1,6})$/;

/** A same-site path: starts with one slash (never `//host`, never `/\host`). */
function isSameSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

function isWebUrl(url: string, schemes: readonly string[]): boolean {
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
  return isWebUrl(url, ['http:', 'https:']) ? url : '';
}

/** A link that leaves the site opens in a new tab without handing it this page. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** The article's picture at that position (`media:2` → its url), or undefined. */
export function mediaOf(raw: string, media: readonly ArticleMedia[]): ArticleMedia | undefined {
  const match = MEDIA_REF.exec(raw.trim());
  if (!match) return undefined;
  const position = Number(match[1]);
  return media.find((item) => item.position === position);
}

/** An image source the page may load, or '' (an unknown `media:` number included). */
export function safeImageSrc(raw: string, media: readonly ArticleMedia[]): string {
  const url = raw.trim();
  if (url.startsWith('media:')) return mediaOf(url, media)?.url ?? '';
  if (isSameSitePath(url)) return url;
  return isWebUrl(url, ['https:']) ? url : '';
}

/** The positions of the pictures the body itself draws (`![…](media:<n>)`). */
export function mediaPositionsIn(body: string): Set<number> {
  return new Set(
    [...body.matchAll(/\]\(\s*media:(\d{1,6})\s*\)/g)].map((match) => Number(match[1])),
  );
}
