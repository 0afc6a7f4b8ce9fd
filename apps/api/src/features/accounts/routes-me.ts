import { deleteAccountRequestSchema, userSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppDb } from '../../db/database';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import type { AccountDeletionService } from './account-deletion-service';
import { loadUserDto } from './user-dto';

/** /api/client/me: the caller's own account (requireLogin runs before, in app.ts). */
export function meRoutes(deps: { db: AppDb; deletion: AccountDeletionService }) {
  return new Hono<AuthEnv>()
    .get(
      '/',
      describeRoute({
        operationId: 'getMe',
        summary: 'The caller',
        tags: ['me'],
        responses: { 200: answer('The caller as User', userSchema) },
      }),
      async (c) => c.json(await loadUserDto(deps.db, c.get('auth').userId)),
    )
    .post(
      '/delete',
      describeRoute({
        operationId: 'deleteAccount',
        summary: 'Anonymise the account; every session and push token ends at once',
        tags: ['me'],
        responses: {
          204: { description: 'Deleted' },
          400: errorAnswer('Bad fields, or a wrong password (field password)'),
        },
      }),
      validate('json', deleteAccountRequestSchema),
      async (c) => {
        await deps.deletion.deleteAccount(c.get('auth').userId, c.req.valid('json'));
        return c.body(null, 204);
      },
    );
}
