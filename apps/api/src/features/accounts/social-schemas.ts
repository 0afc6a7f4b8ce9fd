import { socialAuthorizeResponseSchema, socialProviderSchema } from '@arcana/domain';
import * as v from 'valibot';
import { messages } from '../../lib/messages';
import { answer, errorAnswer, jsonSchemaOf } from '../../lib/openapi';

/**
 * GET /api/auth/social/{provider}/authorize?redirectUri=: where the web app goes after the
 * login. The provider's own redirect URI is fixed by the server; this one is only checked to be
 * an in-app path (the web app keeps it in its redirectUri cookie, SPEC §2).
 */
export const SocialAuthorizeQuerySchema = v.object({
  redirectUri: v.optional(
    v.pipe(
      v.string(messages.social.redirectPath),
      v.maxLength(2048, messages.social.redirectPath),
      v.check(
        (path) =>
          path === '' || (path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')),
        messages.social.redirectPath,
      ),
    ),
  ),
});

/** The `{provider}` of the social paths: read by parseProvider, which answers 404 for others. */
export const providerPathParameter = {
  name: 'provider',
  in: 'path',
  required: true,
  description: 'kakao or google, any case',
  schema: jsonSchemaOf(v.string()),
};

export const socialAnswers = {
  consentPage: answer(
    "The provider's consent page (state, nonce; PKCE S256 for Google)",
    socialAuthorizeResponseSchema,
  ),
  disabled: errorAnswer('Unknown provider, or no client ID configured (SOCIAL_PROVIDER_DISABLED)'),
  unavailable: errorAnswer('The provider cannot be reached (SOCIAL_PROVIDER_UNAVAILABLE)'),
  badCallback: errorAnswer(
    'Unknown, used, expired or foreign state (OAUTH_STATE_INVALID), or the provider refused the code / the id_token failed its checks (SOCIAL_LOGIN_FAILED)',
  ),
};

/** POST /api/client/me/socials/link-callback: the provider's answer, handed on by the web app. */
export const SocialLinkCallbackSchema = v.object({
  provider: socialProviderSchema,
  code: v.pipe(
    v.string(messages.social.restart),
    v.nonEmpty(messages.social.restart),
    v.maxLength(512, messages.social.restart),
  ),
  state: v.pipe(
    v.string(messages.social.restart),
    v.nonEmpty(messages.social.restart),
    v.maxLength(512, messages.social.restart),
  ),
});
