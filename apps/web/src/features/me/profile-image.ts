import { THUMBNAIL_WIDTHS } from '@arcana/domain';

// The profile card draws the picture in the 300 px display slot of SPEC §9 (the 100 px one
// would blur on a 2x phone screen at 88 px), so it gets the stored size that covers 300:
// thumbUri360 (DESIGN "Paths nobody defined").
export const PROFILE_DISPLAY_WIDTH = THUMBNAIL_WIDTHS[1];

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
