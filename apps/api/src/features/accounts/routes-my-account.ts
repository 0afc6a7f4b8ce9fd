import {
  changeMobileRequestSchema,
  contactInfoRequestSchema,
  notificationSettingsRequestSchema,
  profileInfoRequestSchema,
  userSchema,
} from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppDb } from '../../db/database';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import { createAccountRepository } from './account-repository';
import type { AccountService } from './account-service';
import { loadUserDto } from './user-dto';

// /api/client/me/*: edits of the caller's own account. requireLogin runs before these (app.ts
// mounts it on /api/client/*), and every handler acts on c.get('auth').userId only.
const caller = answer('The caller as User', userSchema);

export function myAccountRoutes({ db, accounts }: { db: AppDb; accounts: AccountService }) {
  const repository = createAccountRepository(db);
  return new Hono<AuthEnv>()
    .patch(
      '/profile-info',
      describeRoute({
        operationId: 'updateProfileInfo',
        summary: 'Name and nickname',
        tags: ['me'],
        responses: { 200: caller, 400: errorAnswer('Bad fields') },
      }),
      validate('json', profileInfoRequestSchema),
      async (c) => {
        const { userId } = c.get('auth');
        await repository.updateProfileInfo(userId, c.req.valid('json'));
        return c.json(await loadUserDto(db, userId));
      },
    )
    .patch(
      '/contact-info',
      describeRoute({
        operationId: 'updateContactInfo',
        summary: "E-mail; '' clears it; a changed address is unverified",
        tags: ['me'],
        responses: { 200: caller, 400: errorAnswer('Bad e-mail') },
      }),
      validate('json', contactInfoRequestSchema),
      async (c) => {
        const { userId } = c.get('auth');
        const { email } = c.req.valid('json');
        await repository.updateEmail(userId, email === '' ? null : email);
        return c.json(await loadUserDto(db, userId));
      },
    )
    .patch(
      '/mobile',
      describeRoute({
        operationId: 'changeMobile',
        summary: 'Move to a new number with a CHANGE_MOBILE token for it',
        tags: ['me'],
        responses: {
          200: caller,
          400: errorAnswer('Bad fields or token refused'),
          409: errorAnswer('MOBILE_TAKEN'),
        },
      }),
      validate('json', changeMobileRequestSchema),
      async (c) => {
        const { userId } = c.get('auth');
        const { mobile, verificationToken } = c.req.valid('json');
        await accounts.changeMobile(userId, mobile, verificationToken);
        return c.json(await loadUserDto(db, userId));
      },
    )
    .patch(
      '/notification-settings',
      describeRoute({
        operationId: 'updateNotificationSettings',
        summary: 'Send only the flags that change (at least one)',
        tags: ['me'],
        responses: { 200: caller, 400: errorAnswer('Empty, unknown or non-boolean') },
      }),
      validate('json', notificationSettingsRequestSchema),
      async (c) => {
        const { userId } = c.get('auth');
        await repository.updateNotificationFlags(userId, c.req.valid('json'));
        return c.json(await loadUserDto(db, userId));
      },
    );
}
