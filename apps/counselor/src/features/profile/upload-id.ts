import type { Image } from '@arcana/domain';

const UPLOAD_ID = /\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//i;

/**
 * The upload a stored picture comes from, read from its file path (`…/<uploadId>/<file>`), or
 * null for a picture drawn by code. A certificate's edit sends it back unchanged, since the
 * certificate list answers the image but not its upload id (a null would drop the picture).
 */
export function uploadIdOf(image: Image): string | null {
  return UPLOAD_ID.exec(image.fileUri)?.[1] ?? null;
}
