import * as v from 'valibot';

/** GET /api/health: which database the api runs on (DESIGN "Runtime layout"). */
export const healthResponseSchema = v.object({
  status: v.literal('ok'),
  db: v.picklist(['pglite', 'postgres']),
});
export type HealthResponse = v.InferOutput<typeof healthResponseSchema>;
