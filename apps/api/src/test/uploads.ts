import { randomUUID } from 'node:crypto';
import type { AppDb } from '../db/database';
import { createUploadsRepository } from '../features/uploads';

/** A public image upload owned by `userId`, as POST /api/client/uploads would store it. */
export async function insertTestUpload(
  db: AppDb,
  userId: number,
  originName = 'room.png',
): Promise<string> {
  const id = randomUUID();
  const uri = (width: number) => `/api/public/files/${id}/w${width}.webp`;
  await createUploadsRepository(db).insert({
    id,
    ownerUserId: userId,
    contentType: 'image/png',
    originName,
    fileUri: `/api/public/files/${id}/original.png`,
    thumbUri150: uri(150),
    thumbUri360: uri(360),
    thumbUri780: uri(780),
    thumbUri1600: uri(1600),
    width: 800,
    height: 600,
    byteSize: 1234,
  });
  return id;
}
