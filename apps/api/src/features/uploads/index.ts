import type { Hono } from 'hono';
import type { AppDb } from '../../db/database';
import type { Env } from '../../env';
import type { Clock } from '../../lib/clock';
import type { Scheduler } from '../../lib/scheduler';
import type { FileStorage } from '../../providers/storage/file-storage';
import { createLocalFolderStorage } from '../../providers/storage/local-folder-storage';
import { createUploadAttachments } from './attachments';
import { registerUploadJobs } from './jobs';
import { createUploadPurposes } from './purposes';
import { publicFileRoutes, uploadRoutes } from './routes';
import { privateFileRoutes } from './routes-private-files';
import { createUploadService } from './service';

/**
 * The uploads feature as the others use it: built by app.ts before the features that store
 * upload ids, which register their purposes and attach/detach through it.
 */
export function createUploads({
  db,
  env,
  now,
  scheduler,
  storage,
}: {
  db: AppDb;
  env: Pick<Env, 'uploadDir'>;
  now: Clock;
  scheduler: Scheduler;
  storage?: FileStorage | undefined;
}) {
  const files = storage ?? createLocalFolderStorage(env.uploadDir);
  const purposes = createUploadPurposes();
  registerUploadJobs({ db, scheduler, storage: files });
  return {
    db,
    now,
    storage: files,
    purposes,
    ...createUploadAttachments({ purposes, scheduler, now }),
  };
}

export type Uploads = ReturnType<typeof createUploads>;

/** Uploaded images: POST /api/client/uploads, public files and PRIVATE files. */
export function mountUploads(app: Hono, { db, now, storage, purposes }: Uploads) {
  app.route('/api/client/uploads', uploadRoutes(createUploadService({ db, storage, now })));
  app.route('/api/client/files', privateFileRoutes({ db, storage, purposes }));
  app.route('/api/public/files', publicFileRoutes(storage));
}

export type { UploadAccessRule, UploadPurpose } from './purposes';
export { createUploadsRepository, type UploadRow } from './repository';
export { toImage } from './service';
export { uploads } from './tables';
export { findUploadIdColumns, uploadColumnProblems } from './upload-columns';
