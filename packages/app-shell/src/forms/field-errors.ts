import { isApiError } from '@arcana/api-client';
import * as v from 'valibot';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field (dot path) of a failed valibot parse; the schemas speak Korean. */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '';
    if (errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** The api's 400 `errors: [{ field, message }]` as the same map, shown inline by the form. */
export function apiFieldErrorsOf(error: unknown): FieldErrors {
  if (!isApiError(error)) return {};
  const errors: FieldErrors = {};
  for (const entry of error.errors) {
    if (errors[entry.field] === undefined) errors[entry.field] = entry.message;
  }
  return errors;
}
