import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { messages } from '../../lib/messages';
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

export function devCounselorRoutes(db: AppDb) {
  const users = createUsersRepository(db);
  const counselors = createCounselorsRepository(db);

  return new Hono().post('/counselors', validate('json', devCounselorSchema), async (c) => {
    const { userId } = c.req.valid('json');
    const user = await users.findById(userId);
    if (!user) throw AppError.validation([{ field: 'userId', message: userNotFound }]);
    if (!user.roles.includes('COUNSELOR'))
      await users.setRoles(userId, [...user.roles, 'COUNSELOR']);
    await counselors.insertIfMissing({ userId, level: 1, status: 'ON' });
    const counselor = await counselors.findByUserId(userId);
    return c.json({ userId, counselorId: counselor?.id ?? 0 }, 201);
  });
}
