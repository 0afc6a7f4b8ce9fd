import { counselorOfficeMutations } from '@arcana/api-client';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isImageFile, uploadPicked } from '../office';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export type GalleryUpload = {
  key: string;
  name: string;
  preview: string;
  status: UploadStatus;
};

type Entry = GalleryUpload & { file: File };

let nextKey = 0;

/**
 * The gallery's upload queue: each picked file gets its own row (waiting → uploading → done or
 * failed) and is uploaded and added one after another, so the gallery keeps the picked order.
 * Finished rows leave after a moment; failed ones stay with a retry.
 */
export function useGalleryUploads() {
  // The queue itself lives in a ref (the loop reads it between awaits); the state draws it.
  const queue = useRef<Entry[]>([]);
  const [uploads, setUploads] = useState<GalleryUpload[]>([]);
  const running = useRef(false);
  const add = useMutation(counselorOfficeMutations.addGalleryImage());

  const publish = useCallback(() => {
    setUploads(queue.current.map(({ file: _file, ...row }) => row));
  }, []);

  const set = useCallback(
    (key: string, status: UploadStatus) => {
      queue.current = queue.current.map((row) => (row.key === key ? { ...row, status } : row));
      publish();
    },
    [publish],
  );

  const drop = useCallback(
    (key: string) => {
      const row = queue.current.find((item) => item.key === key);
      if (row) URL.revokeObjectURL(row.preview);
      queue.current = queue.current.filter((item) => item.key !== key);
      publish();
    },
    [publish],
  );

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (;;) {
        const next = queue.current.find((row) => row.status === 'waiting');
        if (!next) break;
        set(next.key, 'uploading');
        try {
          const upload = await uploadPicked(next.file);
          await add.mutateAsync({ uploadId: upload.uploadId, caption: '' });
          set(next.key, 'done');
          setTimeout(() => drop(next.key), 1500);
        } catch {
          set(next.key, 'failed');
        }
      }
    } finally {
      running.current = false;
    }
  }, [add, set, drop]);

  /** Queues the picked pictures and starts the queue; answers how many were not pictures. */
  const enqueue = useCallback(
    (picked: File[]) => {
      const images = picked.filter(isImageFile);
      for (const file of images) {
        nextKey += 1;
        queue.current.push({
          key: `upload-${nextKey}`,
          name: file.name,
          preview: URL.createObjectURL(file),
          status: 'waiting',
          file,
        });
      }
      publish();
      void run();
      return picked.length - images.length;
    },
    [publish, run],
  );

  const retry = useCallback(
    (key: string) => {
      set(key, 'waiting');
      void run();
    },
    [set, run],
  );

  useEffect(
    () => () => {
      for (const row of queue.current) URL.revokeObjectURL(row.preview);
    },
    [],
  );

  return { uploads, enqueue, retry, dismiss: drop };
}
