import { profileImageRequestSchema } from '@arcana/domain';
import { Hono } from 'hono';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { messages } from '../../lib/messages';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import { createUploadsRepository } from '../uploads';
import { loadUserDto } from './user-dto';
import { createUsersRepository } from './users-repository';

/**
 * PATCH /api/client/me/profile-image { uploadId } and DELETE /api/client/me/profile-image, both
 * answering the User. Only an image the caller uploaded can become their face.
 */
export function profileImageRoutes(db: AppDb) {
  const uploads = createUploadsRepository(db);
  const users = createUsersRepository(db);

  return new Hono<AuthEnv>()
    .patch('/', validate('json', profileImageRequestSchema), async (c) => {
      const { userId } = c.get('auth');
      const upload = await uploads.findById(c.req.valid('json').uploadId);
      if (!upload) throw new AppError(404, 'UPLOAD_NOT_FOUND', messages.upload.notFound);
      if (upload.ownerUserId !== userId) {
        throw new AppError(403, 'FORBIDDEN', messages.upload.notYours);
      }
      await users.setProfileImage(userId, upload.id);
      return c.json(await loadUserDto(db, userId));
    })
    .delete('/', async (c) => {
      const { userId } = c.get('auth');
      await users.setProfileImage(userId, null);
      return c.json(await loadUserDto(db, userId));
    });
}
