import * as v from 'valibot';
import { idSchema, isoDateTimeSchema } from './common';

/**
 * SPEC §3 Notification. `type` stays a plain string: a type this client does not know must
 * still be listed (notificationPolicy gives it a quiet default), not break the whole page.
 * Named NotificationItem in TypeScript so it never shadows the DOM's Notification.
 */
export const notificationSchema = v.object({
  id: idSchema,
  type: v.pipe(v.string(), v.minLength(1)),
  title: v.string(),
  content: v.string(),
  createdAt: isoDateTimeSchema,
  read: v.boolean(),
  /** Server-supplied path; absent when the notification leads nowhere. */
  link: v.nullish(v.string(), null),
});
export type NotificationItem = v.InferOutput<typeof notificationSchema>;
