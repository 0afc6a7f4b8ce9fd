import * as v from 'valibot';
import { idSchema, isoDateTimeSchema } from './common';
import { imageSchema } from './image';

/**
 * SPEC §3 User. Roles stay plain strings so a role this client does not know yet does not
 * make the whole login answer unreadable; the predicates in auth.ts look for the known ones.
 */
export const userSchema = v.object({
  id: idSchema,
  name: v.string(),
  username: v.string(),
  displayName: v.string(),
  email: v.string(),
  emailVerified: v.boolean(),
  mobile: v.string(),
  mobileVerified: v.boolean(),
  enabled: v.boolean(),
  point: v.number(),
  roles: v.array(v.string()),
  createdAt: v.nullable(isoDateTimeSchema),
  lastActivityAt: v.nullable(isoDateTimeSchema),
  fcmTokens: v.array(v.string()),
  enabledNotificationPush: v.boolean(),
  enabledNotificationEmail: v.boolean(),
  enabledEventPush: v.boolean(),
  enabledEventEmail: v.boolean(),
  enabledAdEmail: v.boolean(),
  enabledAdPush: v.boolean(),
  identityVerified: v.boolean(),
  /** Not in SPEC's field list; the profile screens show it. Absent for the guest. */
  profileImage: v.optional(v.nullable(imageSchema)),
});
export type User = v.InferOutput<typeof userSchema>;
