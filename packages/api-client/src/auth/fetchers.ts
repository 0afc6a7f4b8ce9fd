import {
  type ForgotIdResponse,
  forgotIdResponseSchema,
  type JoinRequest,
  type LoginRequest,
  type LoginResponse,
  loginResponseSchema,
  type ResetPasswordRequest,
  type SendCodeRequest,
  type SocialJoinRequest,
  type SocialLoginRequest,
  type SocialProvider,
  sendCodeResponseSchema,
  socialAuthorizeResponseSchema,
  socialLoginResponseSchema,
  type VerifyCodeRequest,
  verifyCodeResponseSchema,
} from '@arcana/domain';
import { apiFetch } from '../http';

// The lookups live apart so a page can ask them without the rest (lookups.ts).
export { socialProviders, usernameAvailable } from './lookups';

// The /api/auth calls (issue 3 contract). They only talk to the api; storing the tokens of a
// login answer is the session's job (session.ts), so a fetcher can be reused anywhere.

/**
 * POST /api/auth/login → LoginResponse. Silent: the login form shows 401 and 429 inline
 * instead of a toast.
 */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return apiFetch('/api/auth/login', {
    method: 'POST',
    body,
    schema: loginResponseSchema,
    silent: true,
  });
}

/** POST /api/auth/logout?fcm= with the access token: revokes the family, forgets the push token. */
export async function logout(fcmToken?: string): Promise<void> {
  await apiFetch('/api/auth/logout', {
    method: 'POST',
    query: { fcm: fcmToken || undefined },
    silent: true,
  });
}

/** POST /api/auth/mobile/send-code → { expiresInSeconds, resendAfterSeconds }. */
export function sendCode(body: SendCodeRequest) {
  return apiFetch('/api/auth/mobile/send-code', {
    method: 'POST',
    body,
    schema: sendCodeResponseSchema,
    silent: true,
  });
}

/** POST /api/auth/mobile/verify → { verificationToken }. */
export function verifyCode(body: VerifyCodeRequest) {
  return apiFetch('/api/auth/mobile/verify', {
    method: 'POST',
    body,
    schema: verifyCodeResponseSchema,
    silent: true,
  });
}

/** POST /api/auth/join → 201 LoginResponse. */
export function join(body: JoinRequest): Promise<LoginResponse> {
  return apiFetch('/api/auth/join', {
    method: 'POST',
    body,
    schema: loginResponseSchema,
    silent: true,
  });
}

/** POST /api/auth/forgot-id → { usernames } (masked). */
export function forgotId(verificationToken: string): Promise<ForgotIdResponse> {
  return apiFetch('/api/auth/forgot-id', {
    method: 'POST',
    body: { verificationToken },
    schema: forgotIdResponseSchema,
    silent: true,
  });
}

/** POST /api/auth/reset-password → 204. */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await apiFetch('/api/auth/reset-password', { method: 'POST', body, silent: true });
}

/** GET /api/auth/social/{provider}/authorize?redirectUri= → { url } of the consent page. */
export function socialAuthorize(provider: SocialProvider, redirectUri?: string) {
  return apiFetch(`/api/auth/social/${provider.toLowerCase()}/authorize`, {
    query: { redirectUri },
    schema: socialAuthorizeResponseSchema,
  });
}

/** POST /api/auth/social/login → LOGGED_IN with a login, or JOIN_REQUIRED with a join ticket. */
export function socialLogin(body: SocialLoginRequest) {
  return apiFetch('/api/auth/social/login', {
    method: 'POST',
    body,
    schema: socialLoginResponseSchema,
    silent: true,
  });
}

/** POST /api/auth/social/join → 201 LoginResponse. */
export function socialJoin(body: SocialJoinRequest): Promise<LoginResponse> {
  return apiFetch('/api/auth/social/join', {
    method: 'POST',
    body,
    schema: loginResponseSchema,
    silent: true,
  });
}
