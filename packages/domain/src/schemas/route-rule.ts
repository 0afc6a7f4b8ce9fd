import * as v from 'valibot';

/** The route rule the app asks for on navigation; a non-null redirect is followed. */
export const routeRuleResponseSchema = v.object({
  path: v.string(),
  redirect: v.nullable(
    v.object({
      to: v.pipe(v.string(), v.minLength(1)),
      permanent: v.boolean(),
    }),
  ),
});
export type RouteRuleResponse = v.InferOutput<typeof routeRuleResponseSchema>;
