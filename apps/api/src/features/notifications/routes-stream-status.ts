import { multilineText, type NotificationAudience } from '@arcana/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import { messages } from '../../lib/messages';
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
  return new Hono<AuthEnv>()
    .use(audienceGuard(audience))
    .get('/connection-status', (c) => {
      const connections = deps.streams.count(audience, c.get('auth').userId);
      return c.json({ connected: connections > 0, connections });
    })
    .post('/test', validate('query', testQuerySchema), async (c) => {
      const { title, message } = c.req.valid('query');
      const row = await deps.notifier.notify(audience, c.get('auth').userId, 'TEST', {
        title: title?.trim() || m.testTitle,
        content: message?.trim() || m.testMessage,
        link: null,
      });
      return c.json(toNotificationDto(row), 201);
    });
}
