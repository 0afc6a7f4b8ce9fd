import {
  cursorPageSchema,
  NOTIFICATION_PAGE_SIZE,
  type NotificationAudience,
  notificationSchema,
  unreadCountSchema,
} from '@arcana/domain';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { messages } from '../../lib/messages';
import { answer, errorAnswer, jsonSchemaOf } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthEnv, requireRole } from '../../middleware/auth';
import type { NotificationListsRepository } from './lists-repository';
import { toNotificationDto } from './notification-dto';

// SPEC §7 notification lists, counts and read marks; the same handlers serve both audiences,
// only the paths differ (the user count is /unread-count, the counselor one /unreads/count).

const MAX_LIMIT = 100;
const m = messages.notification;

const cursorQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, m.limit),
      v.transform(Number),
      v.minValue(1, m.limit),
      v.maxValue(MAX_LIMIT, m.limit),
    ),
    String(NOTIFICATION_PAGE_SIZE),
  ),
  sort: v.optional(v.picklist(['ASC', 'DESC'], m.sort), 'DESC'),
  lastId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, m.lastId), v.transform(Number))),
});

const cursorPage = answer('A cursor page', cursorPageSchema(notificationSchema));
const done = { description: 'Done' };

const anyLoggedInCaller = createMiddleware<AuthEnv>((_c, next) => next());

/** The counselor audience needs the COUNSELOR role (403); the user one any logged-in caller. */
export function audienceGuard(audience: NotificationAudience) {
  return audience === 'COUNSELOR' ? requireRole('COUNSELOR') : anyLoggedInCaller;
}

type NotificationListPaths = {
  unreadCount: '/unread-count' | '/unreads/count';
  /** Name of the id parameter, as SPEC §7 spells it for that audience. */
  idParam: 'id' | 'notificationId';
};

export function notificationRoutes(
  audience: NotificationAudience,
  paths: NotificationListPaths,
  deps: { notifications: NotificationListsRepository; now: Clock },
) {
  const { notifications, now } = deps;
  // Operation ids stay unique across the two audiences that share these handlers.
  const who = audience === 'COUNSELOR' ? 'Counselor' : 'User';
  const list = (unreadOnly: boolean) =>
    describeRoute({
      operationId: `list${who}${unreadOnly ? 'Unread' : ''}Notifications`,
      summary: unreadOnly ? 'Unread notifications, by cursor' : 'All notifications, by cursor',
      tags: ['notifications'],
      responses: {
        200: cursorPage,
        400: errorAnswer('A query value is out of range (VALIDATION_FAILED, one entry per field)'),
      },
    });

  return new Hono<AuthEnv>()
    .use(audienceGuard(audience))
    .get(
      paths.unreadCount,
      describeRoute({
        operationId: `count${who}UnreadNotifications`,
        summary: 'How many notifications are unread (a bare number)',
        tags: ['notifications'],
        responses: { 200: answer('The count', unreadCountSchema) },
      }),
      async (c) =>
        c.json(await notifications.countUnread({ audience, userId: c.get('auth').userId })),
    )
    .get('/unreads', list(true), validate('query', cursorQuerySchema), async (c) => {
      const query = c.req.valid('query');
      return c.json(await listPage(c.get('auth').userId, { ...query, unreadOnly: true }));
    })
    .get('/', list(false), validate('query', cursorQuerySchema), async (c) => {
      const query = c.req.valid('query');
      return c.json(await listPage(c.get('auth').userId, { ...query, unreadOnly: false }));
    })
    .patch(
      '/all/read',
      describeRoute({
        operationId: `readAll${who}Notifications`,
        summary: 'Mark every notification of the caller read, TEST included',
        tags: ['notifications'],
        responses: { 204: done },
      }),
      async (c) => {
        await notifications.markAllRead({ audience, userId: c.get('auth').userId }, now());
        return c.body(null, 204);
      },
    )
    .patch(
      `/:${paths.idParam}{[0-9]+}/read`,
      describeRoute({
        operationId: `read${who}Notification`,
        summary: 'Mark one of the caller’s notifications read',
        tags: ['notifications'],
        parameters: [
          {
            name: paths.idParam,
            in: 'path',
            required: true,
            schema: jsonSchemaOf(v.pipe(v.string(), v.regex(/^[0-9]+$/))),
          },
        ],
        responses: {
          204: done,
          404: errorAnswer("No such notification of the caller (someone else's included)"),
        },
      }),
      async (c) => {
        const id = Number(c.req.param(paths.idParam));
        const recipient = { audience, userId: c.get('auth').userId };
        // Someone else's id answers like a missing one, so ids cannot be probed.
        if (!Number.isSafeInteger(id) || !(await notifications.markRead(recipient, id, now()))) {
          throw AppError.notFound(m.notFound);
        }
        return c.body(null, 204);
      },
    );

  async function listPage(
    userId: number,
    cursor: {
      limit: number;
      sort: 'ASC' | 'DESC';
      lastId?: number | undefined;
      unreadOnly: boolean;
    },
  ) {
    const { rows, total } = await notifications.page({ audience, userId }, cursor);
    return {
      content: rows.map(toNotificationDto),
      empty: rows.length === 0,
      // The cursor reaches `total` rows from here on; this page is the last when they all fit.
      last: total <= cursor.limit,
      totalPages: Math.ceil(total / cursor.limit),
    };
  }
}
