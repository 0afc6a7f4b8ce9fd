import {
  type ForgotIdResponse,
  forgotIdRequestSchema,
  joinRequestSchema,
  resetPasswordRequestSchema,
  usernameSchema,
} from '@arcana/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDb } from '../../db/database';
import { validate } from '../../lib/validate';
import { createAccountRepository } from './account-repository';
import type { AccountService } from './account-service';

const usernameQuerySchema = v.object({ username: usernameSchema });

/** /api/auth: join and recovery (login, refresh and logout live in the auth routes). */
export function accountRoutes({ db, accounts }: { db: AppDb; accounts: AccountService }) {
  const repository = createAccountRepository(db);
  return new Hono()
    .get('/username-available', validate('query', usernameQuerySchema), async (c) => {
      const { username } = c.req.valid('query');
      return c.json({ available: !(await repository.isUsernameTaken(username)) });
    })
    .post('/join', validate('json', joinRequestSchema), async (c) => {
      return c.json(await accounts.join(c.req.valid('json')), 201);
    })
    .post('/forgot-id', validate('json', forgotIdRequestSchema), async (c) => {
      const body: ForgotIdResponse = {
        usernames: await accounts.forgotId(c.req.valid('json').verificationToken),
      };
      return c.json(body);
    })
    .post('/reset-password', validate('json', resetPasswordRequestSchema), async (c) => {
      await accounts.resetPassword(c.req.valid('json'));
      return c.body(null, 204);
    });
}
