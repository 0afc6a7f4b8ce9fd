import * as v from 'valibot';

/** GET /api/health: which database the api runs on (DESIGN "Runtime layout"). */
export const healthResponseSchema = v.object({
  status: v.literal('ok'),
  db: v.picklist(['pglite', 'postgres']),
});
export type HealthResponse = v.InferOutput<typeof healthResponseSchema>;

/** GET /api/health when the database does not answer (503): its own body, not ErrorBody. */
export const healthUnavailableResponseSchema = v.object({
  status: v.literal('error'),
  db: v.picklist(['pglite', 'postgres']),
  code: v.literal('DATABASE_UNAVAILABLE'),
  message: v.string(),
});
export type HealthUnavailableResponse = v.InferOutput<typeof healthUnavailableResponseSchema>;
