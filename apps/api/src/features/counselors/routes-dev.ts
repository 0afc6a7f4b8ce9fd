import { idSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { messages } from '../../lib/messages';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { createUsersRepository } from '../accounts';
import { createCounselorsRepository } from './repository';

// Outside production: makes a user a counselor (role COUNSELOR + a counselor row, level 1, ON),
// so an e2e test can have a counselor of its own instead of sharing the seeded demo-counselor,
// whose sessions and notifications other tests' pages would see.

const userNotFound = messages.notification.userNotFound;

const devCounselorSchema = v.object({
  userId: v.pipe(v.number(userNotFound), v.safeInteger(userNotFound), v.minValue(1, userNotFound)),
});

const devCounselorResponseSchema = v.object({ userId: idSchema, counselorId: idSchema });

export function devCounselorRoutes(db: AppDb) {
  const users = createUsersRepository(db);
  const counselors = createCounselorsRepository(db);

  return new Hono().post(
    '/counselors',
    describeRoute({
      operationId: 'createDevCounselor',
      summary:
        'Development only: give an existing user the COUNSELOR role and a counselor row (level 1, ON), once',
      tags: ['dev'],
      responses: {
        201: answer('The user and their counselor row', devCounselorResponseSchema),
        400: errorAnswer('Bad body, or no such user (field userId)'),
      },
    }),
    validate('json', devCounselorSchema),
    async (c) => {
      const { userId } = c.req.valid('json');
      const user = await users.findById(userId);
      if (!user) throw AppError.validation([{ field: 'userId', message: userNotFound }]);
      if (!user.roles.includes('COUNSELOR'))
        await users.setRoles(userId, [...user.roles, 'COUNSELOR']);
      await counselors.insertIfMissing({ userId, level: 1, status: 'ON' });
      const counselor = await counselors.findByUserId(userId);
      return c.json({ userId, counselorId: counselor?.id ?? 0 }, 201);
    },
  );
}
