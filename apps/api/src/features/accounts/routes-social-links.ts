import { socialLinksSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import { parseProvider } from './social-errors';
import { providerPathParameter, SocialLinkCallbackSchema, socialAnswers } from './social-schemas';
import type { SocialService } from './social-service';

const links = answer('Providers on offer and the caller’s links', socialLinksSchema);

/** /api/client/me/socials: the caller's own social links (SPEC §2 /me/socials). */
export function socialLinkRoutes(social: SocialService) {
  return new Hono<AuthEnv>()
    .get(
      '/',
      describeRoute({
        operationId: 'getSocialLinks',
        summary: "The caller's social links",
        tags: ['social'],
        responses: { 200: links },
      }),
      async (c) => c.json(await social.links(c.get('auth').userId)),
    )
    .post(
      '/link-callback',
      describeRoute({
        operationId: 'linkSocialCallback',
        summary: 'Finish a link round trip the caller started',
        tags: ['social'],
        responses: {
          200: links,
          400: socialAnswers.badCallback,
          409: errorAnswer(
            'Linked to another user (SOCIAL_LINKED_TO_OTHER) or another account of this provider is linked (SOCIAL_PROVIDER_ALREADY_LINKED)',
          ),
          503: socialAnswers.unavailable,
        },
      }),
      validate('json', SocialLinkCallbackSchema),
      async (c) => c.json(await social.link(c.get('auth').userId, c.req.valid('json'))),
    )
    .post(
      '/:provider/authorize',
      describeRoute({
        operationId: 'authorizeSocialLink',
        summary:
          'Start a link round trip for the caller; the provider returns to {WEB_ORIGIN}/me/socials/link-callback?provider=…',
        tags: ['social'],
        parameters: [providerPathParameter],
        responses: {
          200: socialAnswers.consentPage,
          404: socialAnswers.disabled,
          503: socialAnswers.unavailable,
        },
      }),
      async (c) => {
        const provider = parseProvider(c.req.param('provider'));
        return c.json(await social.authorize(provider, 'link', c.get('auth').userId));
      },
    )
    .delete(
      '/:provider',
      describeRoute({
        operationId: 'unlinkSocial',
        summary: 'Unlink, unless it is the last way to log in',
        tags: ['social'],
        parameters: [providerPathParameter],
        responses: {
          200: links,
          404: errorAnswer('Nothing linked for that provider (SOCIAL_NOT_LINKED)'),
          409: errorAnswer('No password and no other link (LAST_LOGIN_METHOD)'),
        },
      }),
      async (c) => {
        const provider = parseProvider(c.req.param('provider'));
        return c.json(await social.unlink(c.get('auth').userId, provider));
      },
    );
}
