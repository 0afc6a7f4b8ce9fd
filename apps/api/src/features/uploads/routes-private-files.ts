import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { errorAnswer } from '../../lib/openapi';
import type { AuthEnv } from '../../middleware/auth';
import type { FileStorage } from '../../providers/storage/file-storage';
import type { UploadPurposes } from './purposes';
import { createUploadsRepository, type UploadRow } from './repository';
import { storageFolder, storageKeysOf } from './service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * GET /api/client/files/<uploadId>/<file>: a PRIVATE upload's original or thumbnail, to its
 * owner and to whom the purpose it is attached to allows (the feature's access rule). Anyone
 * else, a PUBLIC upload (served at /api/public/files) and a missing file all get the same 404,
 * so the answer does not tell whether the file exists.
 */
export function privateFileRoutes({
  db,
  storage,
  purposes,
}: {
  db: AppDb;
  storage: FileStorage;
  purposes: UploadPurposes;
}) {
  const uploads = createUploadsRepository(db);

  const mayView = async (viewerUserId: number, row: UploadRow) => {
    if (row.ownerUserId === viewerUserId) return true;
    if (!row.attachedAt || !row.purpose) return false;
    const purpose = purposes.get(row.purpose);
    if (purpose?.visibility !== 'PRIVATE') return false;
    return purpose.canView(viewerUserId, row);
  };

  return new Hono<AuthEnv>().get(
    '/:uploadId/:file',
    describeRoute({
      operationId: 'getPrivateFile',
      summary:
        "A PRIVATE upload's original or thumbnail, to its owner and to whom its purpose allows",
      tags: ['uploads'],
      responses: {
        200: {
          description: 'The file; never cached by a shared cache',
          content: { 'image/jpeg': {}, 'image/png': {}, 'image/webp': {} },
        },
        404: errorAnswer('No such file, not PRIVATE, or not the caller’s to see (NOT_FOUND)'),
      },
    }),
    async (c) => {
      const { uploadId, file } = c.req.param();
      const row = UUID.test(uploadId) ? await uploads.findById(uploadId) : undefined;
      if (row?.visibility !== 'PRIVATE') throw AppError.notFound();
      const key = `${storageFolder(row)}/${file}`;
      if (!storageKeysOf(row).includes(key)) throw AppError.notFound();
      if (!(await mayView(c.get('auth').userId, row))) throw AppError.notFound();
      const stored = await storage.get(key);
      if (!stored) throw AppError.notFound();
      // Access depends on the caller, so no shared cache may keep it (no-store stays).
      return c.body(stored.bytes, 200, {
        'Content-Type': stored.contentType,
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );
}
