import * as v from 'valibot';
import { COUNSELOR_STATUSES } from '../counselor';
import { idSchema } from './common';

/** GET /api/client/counselor: the caller's counselor profile. Level 0 is an applicant. */
export const counselorProfileSchema = v.object({
  id: idSchema,
  level: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  status: v.picklist(COUNSELOR_STATUSES),
  enabled: v.boolean(),
});
export type CounselorProfile = v.InferOutput<typeof counselorProfileSchema>;
