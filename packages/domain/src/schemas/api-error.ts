import * as v from 'valibot';

/** Field-level problem of a 400 answer; the client toast reads '{field} 오류: {message}'. */
export const apiFieldErrorSchema = v.object({
  field: v.string(),
  message: v.string(),
});
export type ApiFieldError = v.InferOutput<typeof apiFieldErrorSchema>;

/** Every non-2xx answer of the api (DESIGN "API conventions"). */
export const apiErrorBodySchema = v.object({
  status: v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599)),
  code: v.pipe(v.string(), v.minLength(1)),
  message: v.string(),
  errors: v.optional(v.array(apiFieldErrorSchema)),
});
export type ApiErrorBody = v.InferOutput<typeof apiErrorBodySchema>;
