import { VERIFICATION_PURPOSES } from '@arcana/domain';

// OpenAPI entries of the mobile-code, join, recovery and "my account" routes (hand-built like
// document.ts; the request rules themselves live in @arcana/domain's account schemas).

const json = (schema: object) => ({ 'application/json': { schema } });
const error = (description: string) => ({
  description,
  content: json({ $ref: '#/components/schemas/ErrorBody' }),
});
const body = (schema: object) => ({ required: true, content: json(schema) });
const user = { $ref: '#/components/schemas/User' };
const userAnswer = { description: 'The caller as User', content: json(user) };
const loginAnswer = {
  type: 'object',
  required: ['user', 'accessToken', 'refreshToken', 'issuedAt', 'expiresIn'],
  properties: {
    user,
    accessToken: { type: 'string' },
    refreshToken: { type: 'string' },
    issuedAt: { type: 'integer', description: 'epoch ms' },
    expiresIn: { type: 'integer', examples: [3600] },
  },
};

const mobile = {
  type: 'string',
  description: 'Korean mobile, hyphens allowed; stored as digits',
  examples: ['010-1234-5678'],
};
const username = { type: 'string', pattern: '^[a-z0-9_]{4,20}$' };
const password = { type: 'string', minLength: 8, maxLength: 64, description: 'letters and digits' };
const verificationToken = { type: 'string', description: 'from POST /api/auth/mobile/verify' };
const purpose = { enum: [...VERIFICATION_PURPOSES] };
const object = (properties: Record<string, object>, required = Object.keys(properties)) => ({
  type: 'object',
  required,
  properties,
});
const bearer = [{ bearerAuth: [] }];
const unauthenticated = error('No valid access token (UNAUTHENTICATED)');

const flag = { type: 'boolean' };

export const accountPaths = {
  '/api/auth/mobile/send-code': {
    post: {
      operationId: 'sendMobileCode',
      summary: 'Text a 6-digit code (valid 3 min, resend after 60 s, 10 per number per day)',
      requestBody: body(object({ mobile, purpose })),
      responses: {
        '200': {
          description: 'Sent',
          content: json(
            object({
              expiresInSeconds: { const: 180 },
              resendAfterSeconds: { const: 60 },
            }),
          ),
        },
        '400': error('Bad mobile or purpose'),
        '409': error('JOIN/CHANGE_MOBILE to a registered number (MOBILE_TAKEN, field mobile)'),
        '429': error('CODE_RESEND_TOO_SOON or CODE_DAILY_LIMIT, with Retry-After'),
        '502': error('The SMS provider refused (SMS_REJECTED)'),
        '503': error('The SMS provider did not answer (SMS_UNAVAILABLE)'),
      },
    },
  },
  '/api/auth/mobile/verify': {
    post: {
      operationId: 'verifyMobileCode',
      summary: 'Check the latest code; answers a single-use token (30 min) for mobile + purpose',
      requestBody: body(object({ mobile, code: { type: 'string', pattern: '^\\d{6}$' }, purpose })),
      responses: {
        '200': { description: 'Verified', content: json(object({ verificationToken })) },
        '400': error(
          'Field code: VERIFICATION_CODE_MISMATCH (tries left), _EXPIRED, _ATTEMPTS_EXCEEDED, _NOT_REQUESTED',
        ),
      },
    },
  },
  '/api/auth/username-available': {
    get: {
      operationId: 'isUsernameAvailable',
      summary: 'Whether an ID is free',
      parameters: [{ name: 'username', in: 'query', required: true, schema: username }],
      responses: {
        '200': { description: 'Answer', content: json(object({ available: { type: 'boolean' } })) },
        '400': error('The ID breaks the format'),
      },
    },
  },
  '/api/auth/join': {
    post: {
      operationId: 'join',
      summary: 'Create an account with a JOIN token for the same mobile; answers a login',
      requestBody: body(
        object({
          username,
          password,
          name: { type: 'string', maxLength: 30 },
          mobile,
          verificationToken,
          agreements: object(
            { terms: { const: true }, privacy: { const: true }, marketing: flag },
            ['terms', 'privacy'],
          ),
        }),
      ),
      responses: {
        '201': { description: 'Joined and logged in', content: json(loginAnswer) },
        '400': error('Bad fields, or VERIFICATION_TOKEN_INVALID (field verificationToken)'),
        '409': error('USERNAME_TAKEN (field username) or MOBILE_TAKEN (field mobile)'),
      },
    },
  },
  '/api/auth/forgot-id': {
    post: {
      operationId: 'forgotId',
      summary: 'IDs of the verified mobile (FIND_ID token), masked like dem*****r',
      requestBody: body(object({ verificationToken })),
      responses: {
        '200': {
          description: 'Masked IDs; [] when none',
          content: json(object({ usernames: { type: 'array', items: { type: 'string' } } })),
        },
        '400': error('VERIFICATION_TOKEN_INVALID'),
      },
    },
  },
  '/api/auth/reset-password': {
    post: {
      operationId: 'resetPassword',
      summary: 'New password for the ID owning the verified mobile; ends every session',
      requestBody: body(object({ username: { type: 'string' }, verificationToken, password })),
      responses: {
        '204': { description: 'Changed' },
        '400': error('Bad fields, USERNAME_MOBILE_MISMATCH (field username) or token refused'),
      },
    },
  },
  '/api/client/me/profile-info': {
    patch: {
      operationId: 'updateProfileInfo',
      security: bearer,
      requestBody: body(
        object({
          name: { type: 'string', maxLength: 30 },
          displayName: { type: 'string', minLength: 2, maxLength: 20 },
        }),
      ),
      responses: { '200': userAnswer, '400': error('Bad fields'), '401': unauthenticated },
    },
  },
  '/api/client/me/contact-info': {
    patch: {
      operationId: 'updateContactInfo',
      summary: "E-mail; '' clears it; a changed address is unverified",
      security: bearer,
      requestBody: body(object({ email: { type: 'string' } })),
      responses: { '200': userAnswer, '400': error('Bad e-mail'), '401': unauthenticated },
    },
  },
  '/api/client/me/mobile': {
    patch: {
      operationId: 'changeMobile',
      summary: 'Move to a new number with a CHANGE_MOBILE token for it',
      security: bearer,
      requestBody: body(object({ mobile, verificationToken })),
      responses: {
        '200': userAnswer,
        '400': error('Bad fields or token refused'),
        '401': unauthenticated,
        '409': error('MOBILE_TAKEN'),
      },
    },
  },
  '/api/client/me/notification-settings': {
    patch: {
      operationId: 'updateNotificationSettings',
      summary: 'Send only the flags that change (at least one)',
      security: bearer,
      requestBody: body({
        type: 'object',
        minProperties: 1,
        additionalProperties: false,
        properties: {
          enabledNotificationPush: flag,
          enabledNotificationEmail: flag,
          enabledEventPush: flag,
          enabledEventEmail: flag,
          enabledAdEmail: flag,
          enabledAdPush: flag,
        },
      }),
      responses: {
        '200': userAnswer,
        '400': error('Empty, unknown or non-boolean'),
        '401': unauthenticated,
      },
    },
  },
  '/api/client/fcm-token': {
    post: {
      operationId: 'registerFcmToken',
      summary: "This device's push token now belongs to the caller",
      security: bearer,
      requestBody: body(
        object({ fcmToken: { type: 'string', maxLength: 4096 }, appVersion: { type: 'string' } }, [
          'fcmToken',
        ]),
      ),
      responses: {
        '204': { description: 'Stored' },
        '400': error('Empty token'),
        '401': unauthenticated,
      },
    },
  },
  '/api/dev/outbox': {
    get: {
      operationId: 'listDevOutbox',
      summary: 'Development only (absent in production): what the SMS/e-mail stand-ins sent',
      parameters: [{ name: 'to', in: 'query', required: false, schema: { type: 'string' } }],
      responses: {
        '200': {
          description: 'Newest first, at most 50',
          content: json({
            type: 'array',
            items: object({
              channel: { enum: ['sms', 'email'] },
              to: { type: 'string' },
              text: { type: 'string' },
              code: { type: ['string', 'null'] },
              createdAt: { type: 'string', format: 'date-time' },
            }),
          }),
        },
      },
    },
  },
} as const;
