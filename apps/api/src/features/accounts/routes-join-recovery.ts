import {
  type ForgotIdResponse,
  forgotIdRequestSchema,
  forgotIdResponseSchema,
  joinRequestSchema,
  loginResponseSchema,
  resetPasswordRequestSchema,
  usernameAvailabilityResponseSchema,
  usernameSchema,
} from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { AppDb } from '../../db/database';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { createAccountRepository } from './account-repository';
import type { AccountService } from './account-service';

const usernameQuerySchema = v.object({ username: usernameSchema });

/** /api/auth: join and recovery (login, refresh and logout live in the auth routes). */
export function accountRoutes({ db, accounts }: { db: AppDb; accounts: AccountService }) {
  const repository = createAccountRepository(db);
  return new Hono()
    .get(
      '/username-available',
      describeRoute({
        operationId: 'isUsernameAvailable',
        summary: 'Whether an ID is free',
        tags: ['auth'],
        responses: {
          200: answer('Answer', usernameAvailabilityResponseSchema),
          400: errorAnswer('The ID breaks the format'),
        },
      }),
      validate('query', usernameQuerySchema),
      async (c) => {
        const { username } = c.req.valid('query');
        return c.json({ available: !(await repository.isUsernameTaken(username)) });
      },
    )
    .post(
      '/join',
      describeRoute({
        operationId: 'join',
        summary: 'Create an account with a JOIN token for the same mobile; answers a login',
        tags: ['auth'],
        responses: {
          201: answer('Joined and logged in', loginResponseSchema),
          400: errorAnswer('Bad fields, or VERIFICATION_TOKEN_INVALID (field verificationToken)'),
          409: errorAnswer('USERNAME_TAKEN (field username) or MOBILE_TAKEN (field mobile)'),
        },
      }),
      validate('json', joinRequestSchema),
      async (c) => c.json(await accounts.join(c.req.valid('json')), 201),
    )
    .post(
      '/forgot-id',
      describeRoute({
        operationId: 'forgotId',
        summary: 'IDs of the verified mobile (FIND_ID token), masked like dem*****r',
        tags: ['auth'],
        responses: {
          200: answer('Masked IDs; [] when none', forgotIdResponseSchema),
          400: errorAnswer('VERIFICATION_TOKEN_INVALID'),
        },
      }),
      validate('json', forgotIdRequestSchema),
      async (c) => {
        const body: ForgotIdResponse = {
          usernames: await accounts.forgotId(c.req.valid('json').verificationToken),
        };
        return c.json(body);
      },
    )
    .post(
      '/reset-password',
      describeRoute({
        operationId: 'resetPassword',
        summary: 'New password for the ID owning the verified mobile; ends every session',
        tags: ['auth'],
        responses: {
          204: { description: 'Changed' },
          400: errorAnswer(
            'Bad fields, USERNAME_MOBILE_MISMATCH (field username) or token refused',
          ),
        },
      }),
      validate('json', resetPasswordRequestSchema),
      async (c) => {
        await accounts.resetPassword(c.req.valid('json'));
        return c.body(null, 204);
      },
    );
}
