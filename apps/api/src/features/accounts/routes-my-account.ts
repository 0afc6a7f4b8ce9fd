import {
  changeMobileRequestSchema,
  contactInfoRequestSchema,
  notificationSettingsRequestSchema,
  profileInfoRequestSchema,
} from '@arcana/domain';
import { Hono } from 'hono';
import type { AppDb } from '../../db/database';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import { createAccountRepository } from './account-repository';
import type { AccountService } from './account-service';
import { loadUserDto } from './user-dto';

// /api/client/me/*: edits of the caller's own account. requireLogin runs before these (app.ts
// mounts it on /api/client/*), and every handler acts on c.get('auth').userId only.
export function myAccountRoutes({ db, accounts }: { db: AppDb; accounts: AccountService }) {
  const repository = createAccountRepository(db);
  return new Hono<AuthEnv>()
    .patch('/profile-info', validate('json', profileInfoRequestSchema), async (c) => {
      const { userId } = c.get('auth');
      await repository.updateProfileInfo(userId, c.req.valid('json'));
      return c.json(await loadUserDto(db, userId));
    })
    .patch('/contact-info', validate('json', contactInfoRequestSchema), async (c) => {
      const { userId } = c.get('auth');
      const { email } = c.req.valid('json');
      await repository.updateEmail(userId, email === '' ? null : email);
      return c.json(await loadUserDto(db, userId));
    })
    .patch('/mobile', validate('json', changeMobileRequestSchema), async (c) => {
      const { userId } = c.get('auth');
      const { mobile, verificationToken } = c.req.valid('json');
      await accounts.changeMobile(userId, mobile, verificationToken);
      return c.json(await loadUserDto(db, userId));
    })
    .patch(
      '/notification-settings',
      validate('json', notificationSettingsRequestSchema),
      async (c) => {
        const { userId } = c.get('auth');
        await repository.updateNotificationFlags(userId, c.req.valid('json'));
        return c.json(await loadUserDto(db, userId));
      },
    );
}
