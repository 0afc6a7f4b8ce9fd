// Building blocks shared by the entity schemas.
import { DateTime } from 'luxon';
import * as v from 'valibot';

/**
 * An ISO-8601 date-time, with or without offset. Checked with luxon rather than valibot's
 * isoTimestamp because the server may send local Seoul times without an offset.
 */
export const isoDateTimeSchema = v.pipe(
  v.string(),
  v.check(
    (value) => DateTime.fromISO(value, { setZone: true }).isValid,
    'ISO-8601 날짜가 아니에요.',
  ),
);

/** Database ids; 0 is the guest user. */
export const idSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
