import { randomUUID } from 'node:crypto';
import { type Image, STORED_THUMBNAIL_WIDTHS, type UploadResponse } from '@arcana/domain';
import type { AppDb } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { printable } from '../../lib/text-policy';
import type { FileStorage } from '../../providers/storage/file-storage';
import { processImage } from './image-processing';
import { createUploadsRepository, type UploadRow, type UploadVisibility } from './repository';

/** Where GET /api/public/files/<key> serves a stored file from. */
export const PUBLIC_FILES_PATH = '/api/public/files';
/** Where GET /api/client/files/<uploadId>/<file> serves a PRIVATE upload's files. */
export const PRIVATE_FILES_PATH = '/api/client/files';
/** PRIVATE files are stored under this first segment, which the public route never serves. */
export const PRIVATE_KEY_PREFIX = 'private/';

/** The storage folder of an upload: `<id>` or `private/<id>`. */
export const storageFolder = ({ id, visibility }: Pick<UploadRow, 'id' | 'visibility'>) =>
  visibility === 'PRIVATE' ? `${PRIVATE_KEY_PREFIX}${id}` : id;

const fileUriOf = (visibility: UploadVisibility, id: string, file: string) =>
  visibility === 'PRIVATE'
    ? `${PRIVATE_FILES_PATH}/${id}/${file}`
    : `${PUBLIC_FILES_PATH}/${id}/${file}`;

const originalExtensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Every file stored for an upload: the original and one WebP per thumbnail width. */
export function storageKeysOf(row: Pick<UploadRow, 'id' | 'visibility' | 'contentType'>): string[] {
  const folder = storageFolder(row);
  const extension = originalExtensions[row.contentType] ?? 'png';
  return [
    `${folder}/original.${extension}`,
    ...STORED_THUMBNAIL_WIDTHS.map((width) => `${folder}/w${width}.webp`),
  ];
}

const ORIGIN_NAME_MAX_LENGTH = 255;

/**
 * The name the person's device gave the file, kept only for display: no folders, no control
 * characters, never empty.
 */
export function cleanOriginName(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  // The shared policy's characters are dropped rather than refused: the name is only shown.
  const shown = printable(base, () => '').trim();
  return shown.slice(0, ORIGIN_NAME_MAX_LENGTH) || 'image';
}

export function toImage(row: UploadRow): Image {
  return {
    fileUri: row.fileUri,
    thumbUri150: row.thumbUri150,
    thumbUri360: row.thumbUri360,
    thumbUri780: row.thumbUri780,
    thumbUri1600: row.thumbUri1600,
    originName: row.originName,
  };
}

export function createUploadService({
  db,
  storage,
  now,
}: {
  db: AppDb;
  storage: FileStorage;
  /** The upload time, from which the sweep counts a day, comes from the app's clock. */
  now: Clock;
}) {
  const uploads = createUploadsRepository(db);

  return {
    /**
     * Checks and re-encodes an image, stores the original and its thumbnails under the new
     * upload's id, and records it for its owner, not attached yet (a feature attaches it when it
     * stores the id; never attached, it is swept after a day). Throws ImageRejectedError.
     */
    async upload(
      ownerUserId: number,
      bytes: Uint8Array,
      name: string | undefined,
      visibility: UploadVisibility = 'PUBLIC',
    ) {
      const processed = await processImage(bytes);
      const id = randomUUID();
      const folder = storageFolder({ id, visibility });
      const originalFile = `original.${processed.original.extension}`;
      const thumbFile = (slot: number) => `w${slot}.webp`;
      const files = [
        { key: `${folder}/${originalFile}`, image: processed.original },
        ...processed.thumbnails.map(({ slot, image }) => ({
          key: `${folder}/${thumbFile(slot)}`,
          image,
        })),
      ];
      const uri = (file: string) => fileUriOf(visibility, id, file);

      const stored: string[] = [];
      try {
        for (const { key, image } of files) {
          await storage.put(key, image.bytes, image.contentType);
          stored.push(key);
        }
        const row = await uploads.insert({
          id,
          ownerUserId,
          visibility,
          contentType: processed.original.contentType,
          originName: cleanOriginName(name),
          fileUri: uri(originalFile),
          thumbUri150: uri(thumbFile(150)),
          thumbUri360: uri(thumbFile(360)),
          thumbUri780: uri(thumbFile(780)),
          thumbUri1600: uri(thumbFile(1600)),
          width: processed.original.width,
          height: processed.original.height,
          byteSize: processed.original.bytes.byteLength,
          createdAt: now(),
        });
        return { uploadId: row.id, image: toImage(row) } satisfies UploadResponse;
      } catch (error) {
        // No row points at these files, so nothing would ever serve or clean them up.
        await Promise.allSettled(stored.map((key) => storage.delete(key)));
        throw error;
      }
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
