import type { Hono } from 'hono';
import type { AppDb } from '../../db/database';
import type { Env } from '../../env';
import type { FileStorage } from '../../providers/storage/file-storage';
import { createLocalFolderStorage } from '../../providers/storage/local-folder-storage';
import { publicFileRoutes, uploadRoutes } from './routes';
import { createUploadService } from './service';

/** Uploaded images: POST /api/client/uploads and the public files they are served from. */
export function mountUploads(
  app: Hono,
  {
    db,
    env,
    storage,
  }: { db: AppDb; env: Pick<Env, 'uploadDir'>; storage?: FileStorage | undefined },
) {
  const files = storage ?? createLocalFolderStorage(env.uploadDir);
  app.route('/api/client/uploads', uploadRoutes(createUploadService({ db, storage: files })));
  app.route('/api/public/files', publicFileRoutes(files));
}

export { createUploadsRepository, type UploadRow } from './repository';
export { toImage } from './service';
export { uploads } from './tables';
