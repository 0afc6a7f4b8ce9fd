import * as v from 'valibot';
import { SOCIAL_PROVIDERS } from '../constants/auth';
import { isoDateTimeSchema } from './common';
import { loginResponseSchema } from './login-response';
import { socialProvidersSchema } from './social-providers';

// Answers of the social login and linking calls (issue 3). Requests live in account.ts.

export { type SocialProviders, socialProvidersSchema } from './social-providers';

/** POST /api/auth/social/login: either a session, or a ticket to finish joining. */
export const socialLoginResponseSchema = v.variant('result', [
  v.object({ result: v.literal('LOGGED_IN'), login: loginResponseSchema }),
  v.object({
    result: v.literal('JOIN_REQUIRED'),
    /** Single use, valid 30 minutes; POST /api/auth/social/join takes it. */
    joinToken: v.string(),
    /** What the provider told us, to prefill the join form ('' when it told nothing). */
    profile: v.object({ name: v.string(), email: v.string() }),
  }),
]);
export type SocialLoginResponse = v.InferOutput<typeof socialLoginResponseSchema>;

/** GET/DELETE /api/client/me/socials…: the providers on offer and the caller's links. */
export const socialLinksSchema = v.object({
  providers: socialProvidersSchema,
  linked: v.array(
    v.object({
      provider: v.picklist(SOCIAL_PROVIDERS),
      /** The provider account's e-mail; '' when the provider shared none. */
      email: v.string(),
      linkedAt: isoDateTimeSchema,
    }),
  ),
});
export type SocialLinks = v.InferOutput<typeof socialLinksSchema>;

/** The provider's consent page to send the browser to. */
export const socialAuthorizeResponseSchema = v.object({ url: v.string() });
export type SocialAuthorizeResponse = v.InferOutput<typeof socialAuthorizeResponseSchema>;
