import type {
  JoinRequest,
  LoginRequest,
  ResetPasswordRequest,
  SendCodeRequest,
  SocialJoinRequest,
  SocialLoginRequest,
  SocialProvider,
  User,
  VerifyCodeRequest,
} from '@arcana/domain';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { authQueries } from './auth-queries';
import {
  forgotId,
  join,
  login,
  resetPassword,
  sendCode,
  socialAuthorize,
  socialJoin,
  socialLogin,
  verifyCode,
} from './fetchers';
import { meQueries } from './me-queries';

// Reachable from here as well (the /me mutations import it from this module).
// Defined apart so a page can read them without the mutations below (auth-queries.ts).
export { authQueries, meQueries };

import { logoutSession } from './logout';
import { startSession } from './session';

function storeUser(client: QueryClient, user: User): void {
  client.setQueryData(meQueries.all(), user);
}

export type PasswordLoginVariables = LoginRequest;
export type JoinVariables = JoinRequest & { rememberMe?: boolean };
export type SocialJoinVariables = SocialJoinRequest & { rememberMe?: boolean };

/**
 * Mutation option factories. The ones that log in store the tokens and put the user into
 * ['me'] before they resolve, so whatever runs next (a redirect, a guard) sees the session.
 */
export const authMutations = {
  login: () =>
    mutationOptions({
      mutationKey: [...authQueries.all(), 'login'],
      mutationFn: async (body: PasswordLoginVariables) =>
        startSession(await login(body), { rememberMe: body.rememberMe ?? false }),
      onSuccess: (user, _body, _result, { client }) => storeUser(client, user),
    }),
  logout: () =>
    mutationOptions({
      mutationKey: [...authQueries.all(), 'logout'],
      mutationFn: (fcmToken?: string) => logoutSession(fcmToken),
    }),
  join: () =>
    mutationOptions({
      mutationKey: [...authQueries.all(), 'join'],
      mutationFn: async ({ rememberMe = false, ...body }: JoinVariables) =>
        startSession(await join(body), { rememberMe }),
      onSuccess: (user, _body, _result, { client }) => storeUser(client, user),
    }),
  sendCode: () =>
    mutationOptions({
      mutationKey: [...authQueries.all(), 'send-code'],
      mutationFn: (body: SendCodeRequest) => sendCode(body),
    }),
  verifyCode: () =>
    mutationOptions({
      mutationKey: [...authQueries.all(), 'verify-code'],
      mutationFn: (body: VerifyCodeRequest) => verifyCode(body),
    }),
  forgotId: () =>
    mutationOptions({
      mutationKey: [...authQueries.all(), 'forgot-id'],
      mutationFn: (verificationToken: string) => forgotId(verificationToken),
    }),
  resetPassword: () =>
    mutationOptions({
      mutationKey: [...authQueries.all(), 'reset-password'],
      mutationFn: (body: ResetPasswordRequest) => resetPassword(body),
    }),
  socialAuthorize: () =>
    mutationOptions({
      mutationKey: [...authQueries.all(), 'social-authorize'],
      mutationFn: ({ provider, redirectUri }: { provider: SocialProvider; redirectUri?: string }) =>
        socialAuthorize(provider, redirectUri),
    }),
  /** LOGGED_IN stores the session; JOIN_REQUIRED hands the join ticket back to the screen. */
  socialLogin: () =>
    mutationOptions({
      mutationKey: [...authQueries.all(), 'social-login'],
      mutationFn: async (body: SocialLoginRequest) => {
        const answer = await socialLogin(body);
        if (answer.result === 'LOGGED_IN') startSession(answer.login, { rememberMe: false });
        return answer;
      },
      onSuccess: (answer, _body, _result, { client }) => {
        if (answer.result === 'LOGGED_IN') storeUser(client, answer.login.user);
      },
    }),
  socialJoin: () =>
    mutationOptions({
      mutationKey: [...authQueries.all(), 'social-join'],
      mutationFn: async ({ rememberMe = false, ...body }: SocialJoinVariables) =>
        startSession(await socialJoin(body), { rememberMe }),
      onSuccess: (user, _body, _result, { client }) => storeUser(client, user),
    }),
};
