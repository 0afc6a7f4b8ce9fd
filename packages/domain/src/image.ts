// Thumbnail choice of DESIGN "Paths nobody defined".
import { STORED_THUMBNAIL_WIDTHS, type StoredThumbnailWidth } from './constants/ui';

/**
 * The smallest stored thumbnail at least as wide as the display width, so a 300 px slot gets
 * the 360 px file; wider than every stored size gets the largest.
 */
export function storedThumbnailWidthFor(displayWidth: number): StoredThumbnailWidth {
  const fit = STORED_THUMBNAIL_WIDTHS.find((width) => width >= displayWidth);
  return fit ?? STORED_THUMBNAIL_WIDTHS[STORED_THUMBNAIL_WIDTHS.length - 1] ?? 1600;
}
