import { SOCIAL_PROVIDERS } from '@arcana/domain';

// OpenAPI entries of social login (Kakao, Google) and the caller's social links.

const json = (schema: object) => ({ 'application/json': { schema } });
const error = (description: string) => ({
  description,
  content: json({ $ref: '#/components/schemas/ErrorBody' }),
});
const object = (properties: Record<string, object>, required = Object.keys(properties)) => ({
  type: 'object',
  required,
  properties,
});
const bearer = [{ bearerAuth: [] }];
const unauthenticated = error('No valid access token (UNAUTHENTICATED)');
const disabled = error('Unknown provider, or no client ID configured (SOCIAL_PROVIDER_DISABLED)');
const unavailable = error('The provider cannot be reached (SOCIAL_PROVIDER_UNAVAILABLE)');
const provider = { enum: [...SOCIAL_PROVIDERS] };
const providerParameter = {
  name: 'provider',
  in: 'path',
  required: true,
  description: 'kakao or google, any case',
  schema: { type: 'string' },
};
const providers = object({ kakao: { type: 'boolean' }, google: { type: 'boolean' } });
const consentUrl = {
  description: "The provider's consent page (state, nonce; PKCE S256 for Google)",
  content: json(object({ url: { type: 'string' } })),
};
const callback = object({ provider, code: { type: 'string' }, state: { type: 'string' } });
const links = {
  description: 'Providers on offer and the caller’s links',
  content: json(
    object({
      providers,
      linked: {
        type: 'array',
        items: object({
          provider,
          email: { type: 'string', description: "'' when the provider shared none" },
          linkedAt: { type: 'string', format: 'date-time' },
        }),
      },
    }),
  ),
};
const loginResponse = {
  $ref: '#/paths/~1api~1auth~1login/post/responses/200/content/application~1json/schema',
};
const badCallback = error(
  'Unknown, used, expired or foreign state (OAUTH_STATE_INVALID), or the provider refused the code / the id_token failed its checks (SOCIAL_LOGIN_FAILED)',
);

export const socialPaths = {
  '/api/auth/social/providers': {
    get: {
      operationId: 'getSocialProviders',
      summary: 'Which social logins are configured (a client ID is set)',
      responses: { '200': { description: 'Flags', content: json(providers) } },
    },
  },
  '/api/auth/social/{provider}/authorize': {
    get: {
      operationId: 'authorizeSocialLogin',
      summary:
        'Start a login round trip (valid 10 minutes); the provider returns to {WEB_ORIGIN}/auth/join/social?provider=…',
      parameters: [
        providerParameter,
        {
          name: 'redirectUri',
          in: 'query',
          required: false,
          description: 'In-app path to return to after login; checked, kept by the web app',
          schema: { type: 'string', pattern: '^/(?!/)' },
        },
      ],
      responses: {
        '200': consentUrl,
        '400': error('Bad redirectUri'),
        '404': disabled,
        '503': unavailable,
      },
    },
  },
  '/api/auth/social/login': {
    post: {
      operationId: 'socialLogin',
      summary: 'Finish the round trip: a linked person is logged in, a new one gets a join ticket',
      requestBody: { required: true, content: json(callback) },
      responses: {
        '200': {
          description:
            'LOGGED_IN with a login response, or JOIN_REQUIRED with a 30-minute join token',
          content: json({
            oneOf: [
              object({ result: { const: 'LOGGED_IN' }, login: loginResponse }),
              object({
                result: { const: 'JOIN_REQUIRED' },
                joinToken: { type: 'string' },
                profile: object({ name: { type: 'string' }, email: { type: 'string' } }),
              }),
            ],
          }),
        },
        '400': badCallback,
        '403': error('The linked account is disabled (ACCOUNT_DISABLED)'),
        '404': disabled,
        '503': unavailable,
      },
    },
  },
  '/api/auth/social/join': {
    post: {
      operationId: 'socialJoin',
      summary: 'Create the account of a JOIN_REQUIRED person with a verified JOIN mobile',
      requestBody: {
        required: true,
        content: json(
          object({
            joinToken: { type: 'string' },
            name: { type: 'string' },
            mobile: { type: 'string' },
            verificationToken: { type: 'string' },
            agreements: object(
              { terms: { const: true }, privacy: { const: true }, marketing: { type: 'boolean' } },
              ['terms', 'privacy'],
            ),
          }),
        ),
      },
      responses: {
        '201': { description: 'Joined and logged in', content: json(loginResponse) },
        '400': error(
          'Bad body, expired or used join token (JOIN_TOKEN_INVALID) or verification token',
        ),
        '409': error('Mobile taken (MOBILE_TAKEN) or the social account joined meanwhile'),
      },
    },
  },
  '/api/client/me/socials': {
    get: {
      operationId: 'getSocialLinks',
      summary: "The caller's social links",
      security: bearer,
      responses: { '200': links, '401': unauthenticated },
    },
  },
  '/api/client/me/socials/{provider}/authorize': {
    post: {
      operationId: 'authorizeSocialLink',
      summary:
        'Start a link round trip for the caller; the provider returns to {WEB_ORIGIN}/me/socials/link-callback?provider=…',
      security: bearer,
      parameters: [providerParameter],
      responses: { '200': consentUrl, '401': unauthenticated, '404': disabled, '503': unavailable },
    },
  },
  '/api/client/me/socials/link-callback': {
    post: {
      operationId: 'linkSocialCallback',
      summary: 'Finish a link round trip the caller started',
      security: bearer,
      requestBody: { required: true, content: json(callback) },
      responses: {
        '200': links,
        '400': badCallback,
        '401': unauthenticated,
        '409': error(
          'Linked to another user (SOCIAL_LINKED_TO_OTHER) or another account of this provider is linked (SOCIAL_PROVIDER_ALREADY_LINKED)',
        ),
        '503': unavailable,
      },
    },
  },
  '/api/client/me/socials/{provider}': {
    delete: {
      operationId: 'unlinkSocial',
      summary: 'Unlink, unless it is the last way to log in',
      security: bearer,
      parameters: [providerParameter],
      responses: {
        '200': links,
        '401': unauthenticated,
        '404': error('Nothing linked for that provider (SOCIAL_NOT_LINKED)'),
        '409': error('No password and no other link (LAST_LOGIN_METHOD)'),
      },
    },
  },
} as const;
