import { type Image, storedThumbnailWidthFor, THUMBNAIL_WIDTHS } from '@arcana/domain';

// The profile card draws the picture in the 300 px display slot of SPEC §9 (the 100 px one
// would blur on a 2x phone screen at 88 px), so it asks for the stored size that covers 300.
const PROFILE_DISPLAY_WIDTH = THUMBNAIL_WIDTHS[1];

/** The stored thumbnail for the profile picture: thumbUri360 (DESIGN "Paths nobody defined"). */
export function profileThumbnailUri(image: Image): string {
  switch (storedThumbnailWidthFor(PROFILE_DISPLAY_WIDTH)) {
    case 150:
      return image.thumbUri150;
    case 360:
      return image.thumbUri360;
    case 780:
      return image.thumbUri780;
    case 1600:
      return image.thumbUri1600;
  }
}

/** One or two letters for the picture's place when there is none: 데모 → 데모, Sky Lee → SL. */
export function initialsOf(displayName: string): string {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1)
    return Array.from(words[0] ?? '')
      .slice(0, 2)
      .join('');
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}
