import { randomUUID } from 'node:crypto';
import type { Image, UploadResponse } from '@arcana/domain';
import type { AppDb } from '../../db/database';
import type { FileStorage } from '../../providers/storage/file-storage';
import { processImage } from './image-processing';
import { createUploadsRepository, type UploadRow } from './repository';

/** Where GET /api/public/files/<key> serves a stored file from. */
export const PUBLIC_FILES_PATH = '/api/public/files';

export const fileUri = (key: string) => `${PUBLIC_FILES_PATH}/${key}`;

const ORIGIN_NAME_MAX_LENGTH = 255;

/**
 * The name the person's device gave the file, kept only for display: no folders, no control
 * characters, never empty.
 */
export function cleanOriginName(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the target
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return printable.slice(0, ORIGIN_NAME_MAX_LENGTH) || 'image';
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

export function createUploadService({ db, storage }: { db: AppDb; storage: FileStorage }) {
  const uploads = createUploadsRepository(db);

  return {
    /**
     * Checks and re-encodes an image, stores the original and its thumbnails under the new
     * upload's id, and records it for its owner. Throws ImageRejectedError for a bad file.
     */
    async upload(ownerUserId: number, bytes: Uint8Array, name: string | undefined) {
      const processed = await processImage(bytes);
      const id = randomUUID();
      const originalKey = `${id}/original.${processed.original.extension}`;
      const thumbKey = (slot: number) => `${id}/w${slot}.webp`;
      const files = [
        { key: originalKey, image: processed.original },
        ...processed.thumbnails.map(({ slot, image }) => ({ key: thumbKey(slot), image })),
      ];

      const stored: string[] = [];
      try {
        for (const { key, image } of files) {
          await storage.put(key, image.bytes, image.contentType);
          stored.push(key);
        }
        const row = await uploads.insert({
          id,
          ownerUserId,
          contentType: processed.original.contentType,
          originName: cleanOriginName(name),
          fileUri: fileUri(originalKey),
          thumbUri150: fileUri(thumbKey(150)),
          thumbUri360: fileUri(thumbKey(360)),
          thumbUri780: fileUri(thumbKey(780)),
          thumbUri1600: fileUri(thumbKey(1600)),
          width: processed.original.width,
          height: processed.original.height,
          byteSize: processed.original.bytes.byteLength,
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
