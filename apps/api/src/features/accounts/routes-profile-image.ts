import { profileImageRequestSchema } from '@arcana/domain';
import { Hono } from 'hono';
import type { AppDb } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import { type AccountUploads, profileImagePurpose } from './profile-image';
import { loadUserDto } from './user-dto';
import { createUsersRepository } from './users-repository';

/**
 * PATCH /api/client/me/profile-image { uploadId } and DELETE /api/client/me/profile-image, both
 * answering the User. Only an image the caller uploaded can become their face; it is attached
 * to the profile-image purpose, and the image it replaces (or the one removed) is detached,
 * which deletes it.
 */
export function profileImageRoutes({ db, uploads }: { db: AppDb; uploads: AccountUploads }) {
  const purpose = profileImagePurpose.name;
  // In one transaction: the new image attached, the user pointed at it, the old one detached.
  const replace = (userId: number, uploadId: string | null) =>
    inTransaction(db, async (tx) => {
      const users = createUsersRepository(tx);
      const previous = (await users.findById(userId))?.profileImageId ?? null;
      if (uploadId) await uploads.attach(tx, { uploadId, ownerUserId: userId, purpose });
      await users.setProfileImage(userId, uploadId);
      if (previous && previous !== uploadId) {
        await uploads.detach(tx, { uploadId: previous, purpose });
      }
    });

  return new Hono<AuthEnv>()
    .patch('/', validate('json', profileImageRequestSchema), async (c) => {
      const { userId } = c.get('auth');
      await replace(userId, c.req.valid('json').uploadId);
      return c.json(await loadUserDto(db, userId));
    })
    .delete('/', async (c) => {
      const { userId } = c.get('auth');
      await replace(userId, null);
      return c.json(await loadUserDto(db, userId));
    });
}
