import type { ArticleMedia } from '@arcana/domain';
import { safeImageSrc as safeSiteImageSrc } from '../content/markdown-urls';

// DESIGN "Rich text": the links of an article follow the site's rules (content/markdown-urls);
// its images may also be the article's own media (`![alt](media:<position>)`). An unknown
// `media:` number comes out empty, as does any other unsafe source.

export { isExternalHref, safeLinkHref } from '../content/markdown-urls';

const MEDIA_REF = /^media:(\d{1,6})$/;

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
  return safeSiteImageSrc(url);
}

/** The positions of the pictures the body itself draws (`![…](media:<n>)`). */
export function mediaPositionsIn(body: string): Set<number> {
  return new Set(
    [...body.matchAll(/\]\(\s*media:(\d{1,6})\s*\)/g)].map((match) => Number(match[1])),
  );
}
