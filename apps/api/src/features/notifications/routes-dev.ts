import {
  isNotificationType,
  multilineText,
  NOTIFICATION_AUDIENCES,
  notificationSchema,
} from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { messages } from '../../lib/messages';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { createUsersRepository } from '../accounts';
import { toNotificationDto } from './notification-dto';
import type { Notifier } from './notifier';

// DESIGN "Notifications": outside production, tests create any notification. It goes through
// notify, so it streams exactly like the real thing.

const n = messages.notification;

const rowId = (message: string) =>
  v.pipe(v.number(message), v.safeInteger(message), v.minValue(1, message));

const devNotificationSchema = v.pipe(
  v.object({
    audience: v.picklist(NOTIFICATION_AUDIENCES, n.audience),
    userId: rowId(n.userNotFound),
    type: v.string(n.type),
    title: v.pipe(v.string(), v.minLength(1, messages.required), v.maxLength(100, n.titleTooLong)),
    content: multilineText(v.pipe(v.string(), v.maxLength(500, n.messageTooLong))),
    link: v.nullish(
      v.pipe(v.string(), v.startsWith('/', n.linkInvalid), v.maxLength(2048, n.linkInvalid)),
      null,
    ),
  }),
  v.forward(
    v.check(({ audience, type }) => isNotificationType(audience, type), n.type),
    ['type'],
  ),
);

function fieldError(field: string, message: string): AppError {
  return AppError.validation([{ field, message }]);
}

export function devNotificationRoutes(deps: { db: AppDb; notifier: Notifier }) {
  const users = createUsersRepository(deps.db);

  return new Hono().post(
    '/notifications',
    describeRoute({
      operationId: 'createDevNotification',
      summary:
        "Development only: create any notification of that audience's types; it streams like a real one",
      tags: ['dev'],
      responses: {
        201: answer('The new Notification', notificationSchema),
        400: errorAnswer('Bad body, a type of another audience, or no such user (field userId)'),
      },
    }),
    validate('json', devNotificationSchema),
    async (c) => {
      const { audience, userId, type, title, content, link } = c.req.valid('json');
      if (!(await users.findById(userId))) throw fieldError('userId', n.userNotFound);
      const row = await deps.notifier.notify(audience, userId, type, { title, content, link });
      return c.json(toNotificationDto(row), 201);
    },
  );
}
