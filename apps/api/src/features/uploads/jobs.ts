import * as v from 'valibot';
import type { AppDb } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { exponentialBackoff, type Scheduler } from '../../lib/scheduler';
import type { FileStorage } from '../../providers/storage/file-storage';
import { DELETE_UPLOAD_FILES_JOB, scheduleFileDeletion } from './attachments';
import { createUploadsRepository } from './repository';

export const SWEEP_UNATTACHED_JOB = 'uploads.sweep-unattached';
/** An upload nobody attached within a day was abandoned (a picker closed, a form left). */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 100;

const fileKeysPayload = v.object({ keys: v.array(v.string()) });

/**
 * The uploads feature's jobs: the hourly sweep of uploads never attached for over a day, and
 * the deletion of a removed upload's files. Both are safe to repeat: deleting a missing file
 * or an already-deleted row is a no-op.
 */
export function registerUploadJobs({
  db,
  scheduler,
  storage,
}: {
  db: AppDb;
  scheduler: Scheduler;
  storage: FileStorage;
}) {
  scheduler.register(
    DELETE_UPLOAD_FILES_JOB,
    async ({ payload }) => {
      const { keys } = v.parse(fileKeysPayload, payload);
      for (const key of keys) await storage.delete(key);
    },
    { retry: { maxAttempts: 10, backoff: exponentialBackoff({ baseMs: 30_000 }) } },
  );

  scheduler.register(SWEEP_UNATTACHED_JOB, async (_job, { now }) => {
    const cutoff = new Date(now.getTime() - UNATTACHED_UPLOAD_TTL_MS);
    for (;;) {
      // The rows and their file-deletion jobs commit together: no file is left without a
      // job that will delete it, and no job deletes the files of a row that still exists.
      const swept = await inTransaction(db, async (tx) => {
        const rows = await createUploadsRepository(tx).deleteUnattachedBefore(cutoff, SWEEP_BATCH);
        for (const row of rows) await scheduleFileDeletion(scheduler, tx, row, now);
        return rows.length;
      });
      if (swept < SWEEP_BATCH) return;
    }
  });
  scheduler.every(SWEEP_UNATTACHED_JOB, SWEEP_INTERVAL_MS);
}
