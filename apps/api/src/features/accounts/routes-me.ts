import { deleteAccountRequestSchema } from '@arcana/domain';
import { Hono } from 'hono';
import type { AppDb } from '../../db/database';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import type { AccountDeletionService } from './account-deletion-service';
import { loadUserDto } from './user-dto';

/** /api/client/me: the caller's own account (requireLogin runs before, in app.ts). */
export function meRoutes(deps: { db: AppDb; deletion: AccountDeletionService }) {
  return new Hono<AuthEnv>()
    .get('/', async (c) => c.json(await loadUserDto(deps.db, c.get('auth').userId)))
    .post('/delete', validate('json', deleteAccountRequestSchema), async (c) => {
      await deps.deletion.deleteAccount(c.get('auth').userId, c.req.valid('json'));
      return c.body(null, 204);
    });
}
