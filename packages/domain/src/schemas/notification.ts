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

/** The unread count of one audience: a bare number (SPEC §7). */
export const unreadCountSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** The caller's open notification streams on the api process that answers. */
export const notificationConnectionStatusSchema = v.object({
  connected: v.boolean(),
  connections: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
export type NotificationConnectionStatus = v.InferOutput<typeof notificationConnectionStatusSchema>;
