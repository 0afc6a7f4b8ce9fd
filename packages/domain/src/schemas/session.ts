import * as v from 'valibot';
import { COUNSELING_TYPES, SESSION_STATUSES, START_TYPES } from '../session';
import { idSchema, isoDateTimeSchema } from './common';

/**
 * SPEC §3 Session as the api sends it (active-session lists, later the session screens).
 * `startTime` is null for an IMMEDIATE session that has not started; `durationSeconds` null
 * means unlimited (DESIGN "Display text").
 */
export const sessionSchema = v.object({
  id: idSchema,
  status: v.picklist(SESSION_STATUSES),
  startTime: v.nullable(isoDateTimeSchema),
  durationSeconds: v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
  counselingType: v.picklist(COUNSELING_TYPES),
  startType: v.picklist(START_TYPES),
  product: v.object({ name: v.string(), mainImage: v.nullable(v.string()) }),
  counselor: v.object({ id: idSchema, name: v.string() }),
  user: v.object({ displayName: v.string() }),
  hasReview: v.boolean(),
});
export type Session = v.InferOutput<typeof sessionSchema>;
