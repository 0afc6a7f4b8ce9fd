import {
  loginResponseSchema,
  socialJoinRequestSchema,
  socialLoginRequestSchema,
  socialLoginResponseSchema,
  socialProvidersSchema,
} from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { parseProvider } from './social-errors';
import { providerPathParameter, SocialAuthorizeQuerySchema, socialAnswers } from './social-schemas';
import type { SocialService } from './social-service';

/**
 * /api/auth/social: providers on offer, the consent URL, the callback (login or join ticket)
 * and finishing a join. Public: the person is not logged in yet.
 */
export function socialAuthRoutes(social: SocialService) {
  return new Hono()
    .get(
      '/providers',
      describeRoute({
        operationId: 'getSocialProviders',
        summary: 'Which social logins are configured (a client ID is set)',
        tags: ['social'],
        responses: { 200: answer('Flags', socialProvidersSchema) },
      }),
      (c) => c.json(social.enabledProviders()),
    )
    .get(
      '/:provider/authorize',
      describeRoute({
        operationId: 'authorizeSocialLogin',
        summary:
          'Start a login round trip (valid 10 minutes); the provider returns to {WEB_ORIGIN}/auth/join/social?provider=…',
        tags: ['social'],
        parameters: [providerPathParameter],
        responses: {
          200: socialAnswers.consentPage,
          400: errorAnswer('Bad redirectUri'),
          404: socialAnswers.disabled,
          503: socialAnswers.unavailable,
        },
      }),
      validate('query', SocialAuthorizeQuerySchema),
      async (c) => {
        const provider = parseProvider(c.req.param('provider'));
        return c.json(await social.authorize(provider, 'login', null));
      },
    )
    .post(
      '/login',
      describeRoute({
        operationId: 'socialLogin',
        summary:
          'Finish the round trip: a linked person is logged in, a new one gets a join ticket',
        tags: ['social'],
        responses: {
          200: answer(
            'LOGGED_IN with a login response, or JOIN_REQUIRED with a 30-minute join token',
            socialLoginResponseSchema,
          ),
          400: socialAnswers.badCallback,
          403: errorAnswer('The linked account is disabled (ACCOUNT_DISABLED)'),
          404: socialAnswers.disabled,
          503: socialAnswers.unavailable,
        },
      }),
      validate('json', socialLoginRequestSchema),
      async (c) => c.json(await social.login(c.req.valid('json'))),
    )
    .post(
      '/join',
      describeRoute({
        operationId: 'socialJoin',
        summary: 'Create the account of a JOIN_REQUIRED person with a verified JOIN mobile',
        tags: ['social'],
        responses: {
          201: answer('Joined and logged in', loginResponseSchema),
          400: errorAnswer(
            'Bad body, expired or used join token (JOIN_TOKEN_INVALID) or verification token',
          ),
          409: errorAnswer('Mobile taken (MOBILE_TAKEN) or the social account joined meanwhile'),
        },
      }),
      validate('json', socialJoinRequestSchema),
      async (c) => c.json(await social.join(c.req.valid('json')), 201),
    );
}
