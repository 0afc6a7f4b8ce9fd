import {
  multilineText,
  type NotificationAudience,
  notificationConnectionStatusSchema,
  notificationSchema,
} from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { messages } from '../../lib/messages';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import type { StreamRegistry } from '../../realtime/stream-registry';
import { toNotificationDto } from './notification-dto';
import type { Notifier } from './notifier';
import { audienceGuard } from './routes';

const m = messages.notification;

const testQuerySchema = v.object({
  title: v.optional(v.pipe(v.string(), v.maxLength(100, m.titleTooLong))),
  message: v.optional(multilineText(v.pipe(v.string(), v.maxLength(500, m.messageTooLong)))),
});

/**
 * /api/client/sse/{user|counselor}/notifications: the REST companions of a stream. The test
 * notification is a real TEST row sent through notify, so it streams like any other.
 */
export function notificationStreamRoutes(
  audience: NotificationAudience,
  deps: { notifier: Notifier; streams: Pick<StreamRegistry, 'count'> },
) {
  const who = audience === 'COUNSELOR' ? 'Counselor' : 'User';
  return new Hono<AuthEnv>()
    .use(audienceGuard(audience))
    .get(
      '/connection-status',
      describeRoute({
        operationId: `get${who}NotificationConnectionStatus`,
        summary: "The caller's open notification streams on this api process",
        tags: ['notifications'],
        responses: {
          200: answer('connected = connections > 0', notificationConnectionStatusSchema),
        },
      }),
      (c) => {
        const connections = deps.streams.count(audience, c.get('auth').userId);
        return c.json({ connected: connections > 0, connections });
      },
    )
    .post(
      '/test',
      describeRoute({
        operationId: `send${who}TestNotification`,
        summary: `Create a real TEST notification for the caller (it streams like any other); an empty title or message becomes '${m.testTitle}' / '${m.testMessage}'`,
        tags: ['notifications'],
        responses: {
          201: answer('The TEST notification', notificationSchema),
          400: errorAnswer('A query value is too long (VALIDATION_FAILED, one entry per field)'),
        },
      }),
      validate('query', testQuerySchema),
      async (c) => {
        const { title, message } = c.req.valid('query');
        const row = await deps.notifier.notify(audience, c.get('auth').userId, 'TEST', {
          title: title?.trim() || m.testTitle,
          content: message?.trim() || m.testMessage,
          link: null,
        });
        return c.json(toNotificationDto(row), 201);
      },
    );
}
