import { profileImageRequestSchema, userSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppDb } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { answer, errorAnswer } from '../../lib/openapi';
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
    .patch(
      '/',
      describeRoute({
        operationId: 'setProfileImage',
        summary: "Use one of the caller's uploads as their profile image",
        tags: ['me'],
        responses: {
          200: answer('The caller as User', userSchema),
          400: errorAnswer('uploadId is not a uuid'),
          403: errorAnswer("Someone else's upload (FORBIDDEN)"),
          404: errorAnswer('Unknown upload (UPLOAD_NOT_FOUND)'),
        },
      }),
      validate('json', profileImageRequestSchema),
      async (c) => {
        const { userId } = c.get('auth');
        await replace(userId, c.req.valid('json').uploadId);
        return c.json(await loadUserDto(db, userId));
      },
    )
    .delete(
      '/',
      describeRoute({
        operationId: 'removeProfileImage',
        summary: 'Remove the profile image',
        tags: ['me'],
        responses: { 200: answer('The caller as User', userSchema) },
      }),
      async (c) => {
        const { userId } = c.get('auth');
        await replace(userId, null);
        return c.json(await loadUserDto(db, userId));
      },
    );
}
