import { authMutations, type PasswordLoginVariables } from '@arcana/api-client';
import { loginRequestSchema } from '@arcana/domain';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { type FieldErrors, fieldErrorsOf } from '../forms/field-errors';

// What the login form needs only once it is used: the request schema, the auth calls with
// their answer schemas and the mutation machinery. LoginForm loads it when the form gets focus
// (at the latest when it is sent), so the first visit of a login page goes without it
// (DESIGN "Budgets").

export type LoginCheck =
  | { success: true; output: PasswordLoginVariables }
  | { success: false; errors: FieldErrors };

/** The login request checked against the shared schema, with the Korean message per field. */
export function checkLogin(input: unknown): LoginCheck {
  const parsed = v.safeParse(loginRequestSchema, input);
  return parsed.success
    ? { success: true, output: parsed.output }
    : { success: false, errors: fieldErrorsOf(parsed.issues) };
}

/**
 * The password login mutation (authMutations.login: stores the session, puts the user into
 * ['me']) through the client's mutation cache, as useMutation runs it. Rejects with the api's
 * error.
 */
export function logIn(queryClient: QueryClient, variables: PasswordLoginVariables) {
  return new MutationObserver(queryClient, authMutations.login()).mutate(variables);
}
