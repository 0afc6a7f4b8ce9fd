import type { ValidationTargets } from 'hono';
import { resolver, uniqueSymbol, validator } from 'hono-openapi';
import * as v from 'valibot';
import { AppError, type FieldError } from './app-error';
import { messages } from './messages';
import { jsonSchemaOptions } from './openapi';
import { WHOLE_TARGET_FIELD, withTextPolicy } from './text-policy';

// Issues a schema gives no message of its own (a missing key, a wrong type) would otherwise
// carry valibot's English default; in the api process every such issue reads as Korean.
v.setGlobalMessage(messages.invalidValue);

/** One entry per bad field (its first issue), as DESIGN's error convention asks. */
export function toFieldErrors(
  issues: readonly v.BaseIssue<unknown>[],
  target: keyof ValidationTargets,
): FieldError[] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? WHOLE_TARGET_FIELD[target];
    if (byField.has(field)) continue;
    // A missing key is reported by the enclosing object, not by the field's own schema, so it
    // would read as a vague "invalid value"; SPEC §5's default for it is "required".
    const missing =
      issue.type === 'object' &&
      issue.received === 'undefined' &&
      field !== WHOLE_TARGET_FIELD[target];
    byField.set(field, missing ? messages.required : issue.message || messages.invalidValue);
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

/**
 * Hono validator middleware for a valibot schema whose failures become a 400 AppError, so
 * every route answers bad input the same way. It is hono-openapi's validator, so the schema is
 * also the route's request part in /api/openapi.json: the document cannot drift from what is
 * checked. Malformed JSON is rejected by Hono itself with an HTTPException(400), which the
 * error handler maps to MALFORMED_JSON.
 */
export function validate<
  Target extends keyof ValidationTargets,
  Schema extends v.GenericSchema | v.GenericSchemaAsync,
>(target: Target, schema: Schema) {
  // valibot's object() accepts an array (it is an object), so `[]` would pass a schema whose
  // fields are all optional. A JSON body is always an object here; anything else is refused
  // first. The cast is sound: the guard only narrows the input, the output stays the schema's.
  const guarded =
    target === 'json'
      ? (v.pipeAsync(
          v.custom((input) => !Array.isArray(input), messages.invalidValue),
          schema,
        ) as unknown as Schema)
      : schema;
  // The text policy (control characters, line breaks) runs first, over the raw input.
  const middleware = withTextPolicy(
    target,
    schema,
    validator(target, guarded, (result) => {
      if (result.success) return;
      // Standard Schema hands back valibot's own issues, paths included.
      throw AppError.validation(
        toFieldErrors(result.error as readonly v.BaseIssue<unknown>[], target),
      );
    }),
  );
  // The document shows the schema as written: the array guard above has no JSON Schema form.
  const registered = (middleware as unknown as Record<symbol, object>)[uniqueSymbol];
  return Object.assign(middleware, {
    [uniqueSymbol]: { ...registered, ...resolver(schema, { options: jsonSchemaOptions }) },
  });
}
