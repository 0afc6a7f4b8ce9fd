// Image addresses: SPEC §9 (logo fallback, app base + API base) and the thumbnail choice of
// DESIGN "Paths nobody defined".
import { STORED_THUMBNAIL_WIDTHS, type StoredThumbnailWidth } from './constants/ui';
import type { Image } from './schemas/image';

/** What a screen may hold for a picture: the api's image object, a path or URL, or nothing. */
export type ImageSource = Image | string | null | undefined;

export type ImageBases = {
  /** Where the app is served from: Vite's `import.meta.env.BASE_URL` (`/` in both apps). */
  appBase?: string;
  /** Where the api is mounted under the app base (`/api`), or an absolute api URL. */
  apiBase?: string;
};

export type ImageSrcOptions = ImageBases & {
  /** The width the picture is drawn at (SPEC §9: 100, 300, 700, 1200); picks the thumbnail. */
  displayWidth?: number;
};

export const DEFAULT_APP_BASE = '/';
export const DEFAULT_API_BASE = '/api';
/**
 * The product logo, relative to the app base: the mark both apps already serve as their icon
 * (apps/web/public/favicon.svg, apps/counselor/public/favicon.svg).
 */
export const PRODUCT_LOGO_FILE = 'favicon.svg';

/**
 * The smallest stored thumbnail at least as wide as the display width, so a 300 px slot gets
 * the 360 px file; wider than every stored size gets the largest.
 */
export function storedThumbnailWidthFor(displayWidth: number): StoredThumbnailWidth {
  const fit = STORED_THUMBNAIL_WIDTHS.find((width) => width >= displayWidth);
  return fit ?? STORED_THUMBNAIL_WIDTHS[STORED_THUMBNAIL_WIDTHS.length - 1] ?? 1600;
}

/** The stored file for a display width; the original without one or when that file is missing. */
export function imageUriFor(image: Image, displayWidth?: number): string {
  if (displayWidth === undefined) return image.fileUri;
  const thumbnail = thumbnailUri(image, storedThumbnailWidthFor(displayWidth));
  return thumbnail.trim() === '' ? image.fileUri : thumbnail;
}

function thumbnailUri(image: Image, width: StoredThumbnailWidth): string {
  switch (width) {
    case 150:
      return image.thumbUri150;
    case 360:
      return image.thumbUri360;
    case 780:
      return image.thumbUri780;
    case 1600:
      return image.thumbUri1600;
    default:
      return width satisfies never;
  }
}

function withTrailingSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}

/** The product logo under the app base: `/favicon.svg`. */
export function productLogoSrc(appBase: string = DEFAULT_APP_BASE): string {
  return `${withTrailingSlash(appBase)}${PRODUCT_LOGO_FILE}`;
}

const HTTP_URL = /^https?:\/\//i;
const SAFE_OTHER_URL = /^(data:image\/|blob:)/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The `src` for a picture (SPEC §9).
 * - Nothing, an empty path, or a URL of another scheme (javascript:, file:, …) → the product logo.
 * - http(s), protocol-relative, `data:image/…` and `blob:` URLs → unchanged.
 * - A root-relative path (`/api/public/files/…`, what the api answers for uploads) → unchanged:
 *   it already names its place on the site.
 * - A relative path (`public/files/…`) → app base + api base + path, or the absolute api base +
 *   path (the app base does not apply to an api on another origin).
 * - An image object → its stored thumbnail for `displayWidth` (DESIGN), else its original.
 */
export function imageSrc(source: ImageSource, options: ImageSrcOptions = {}): string {
  const { appBase = DEFAULT_APP_BASE, apiBase = DEFAULT_API_BASE, displayWidth } = options;
  const raw = typeof source === 'string' ? source : source ? imageUriFor(source, displayWidth) : '';
  const path = raw.trim();
  if (path === '') return productLogoSrc(appBase);
  if (HTTP_URL.test(path) || path.startsWith('//') || SAFE_OTHER_URL.test(path)) return path;
  if (ANY_SCHEME.test(path)) return productLogoSrc(appBase);
  if (path.startsWith('/')) return path;

  const relative = path.replace(/^(\.\/)+/, '');
  if (HTTP_URL.test(apiBase)) return `${apiBase.replace(/\/+$/, '')}/${relative}`;
  const api = apiBase.replace(/^\/+|\/+$/g, '');
  return `${withTrailingSlash(appBase)}${api === '' ? '' : `${api}/`}${relative}`;
}
