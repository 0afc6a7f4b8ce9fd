import { socialProviderSchema } from '@arcana/domain';
import * as v from 'valibot';
import { messages } from '../../lib/messages';

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
