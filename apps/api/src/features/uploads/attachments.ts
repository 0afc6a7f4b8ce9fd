import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { messages } from '../../lib/messages';
import type { Scheduler } from '../../lib/scheduler';
import type { UploadPurposes } from './purposes';
import { createUploadsRepository, type UploadRow } from './repository';
import { storageKeysOf } from './service';

/** Deletes the stored files of an upload whose row is already gone; payload `{ keys }`. */
export const DELETE_UPLOAD_FILES_JOB = 'uploads.delete-files';

export type AttachRequest = { uploadId: string; ownerUserId: number; purpose: string };

/**
 * Attach and detach, for the features that store upload ids. Both take the caller's
 * transaction so the upload's state changes exactly when the id is stored or dropped.
 */
export function createUploadAttachments({
  purposes,
  scheduler,
  now,
}: {
  purposes: UploadPurposes;
  scheduler: Scheduler;
  now: Clock;
}) {
  return {
    /**
     * Marks the caller's upload as used for `purpose`: 404 when it does not exist (or was
     * swept), 403 when someone else uploaded it, 400 when its visibility is not the purpose's,
     * 409 when it is already attached to another purpose. Attaching it again to the same
     * purpose is allowed (setting the same profile image twice).
     */
    async attach(tx: AppDb, { uploadId, ownerUserId, purpose }: AttachRequest): Promise<UploadRow> {
      const definition = purposes.get(purpose);
      if (!definition) throw new Error(`Upload purpose ${purpose} is not registered`);
      const uploads = createUploadsRepository(tx);
      const row = await uploads.findById(uploadId);
      if (!row) throw notFound();
      if (row.ownerUserId !== ownerUserId) {
        throw new AppError(403, 'FORBIDDEN', messages.upload.notYours);
      }
      if (row.visibility !== definition.visibility) {
        throw new AppError(400, 'UPLOAD_WRONG_VISIBILITY', messages.upload.wrongVisibility, [
          { field: 'uploadId', message: messages.upload.wrongVisibility },
        ]);
      }
      const attached = await uploads.markAttached(uploadId, purpose, now());
      if (attached) return attached;
      if (!(await uploads.findById(uploadId))) throw notFound();
      throw new AppError(409, 'UPLOAD_ALREADY_ATTACHED', messages.upload.alreadyAttached);
    },

    /**
     * The id is no longer stored: the upload is deleted at once — its row now, in the caller's
     * transaction, and its files by a job scheduled in that same transaction (retried until the
     * storage has let them go). Detached uploads are never swept; they are simply gone.
     */
    async detach(tx: AppDb, { uploadId, purpose }: { uploadId: string; purpose: string }) {
      const row = await createUploadsRepository(tx).deleteAttached(uploadId, purpose);
      if (row) await scheduleFileDeletion(scheduler, tx, row, now());
    },
  };
}

export async function scheduleFileDeletion(
  scheduler: Scheduler,
  tx: AppDb,
  row: UploadRow,
  at: Date,
): Promise<void> {
  await scheduler.schedule(
    DELETE_UPLOAD_FILES_JOB,
    { key: row.id, payload: { keys: storageKeysOf(row) }, dueAt: at },
    tx,
  );
}

const notFound = () => new AppError(404, 'UPLOAD_NOT_FOUND', messages.upload.notFound);

export type UploadAttachments = ReturnType<typeof createUploadAttachments>;
