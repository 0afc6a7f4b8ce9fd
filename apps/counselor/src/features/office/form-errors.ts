import { isApiError } from '@arcana/api-client';
import { apiFieldErrorsOf, type FieldErrors } from '@arcana/app-shell';

/**
 * What a failed save shows in the form: the api's field errors in place, a refusal whose code
 * belongs to a field (NAME_TAKEN → name) under that field, anything else at the form's foot
 * (key ''). The silent calls are not toasted, so the form is the only place they appear.
 */
export function formErrorsOf(
  error: unknown,
  fieldOfCode: Partial<Record<string, string>> = {},
): FieldErrors {
  const fields = apiFieldErrorsOf(error);
  if (Object.keys(fields).length > 0) return fields;
  if (!isApiError(error)) return {};
  return { [fieldOfCode[error.code] ?? '']: error.message };
}
