// OpenAPI entries of identity verification (본인인증) and its development stand-in.

const json = (schema: object) => ({ 'application/json': { schema } });
const error = (description: string) => ({
  description,
  content: json({ $ref: '#/components/schemas/ErrorBody' }),
});

export const identityPaths = {
  '/api/client/me/identity-verify/{verificationId}': {
    get: {
      operationId: 'verifyIdentity',
      summary:
        'Ask the provider about a finished identity verification and mark the caller verified; an already verified caller gets the User without the provider being asked',
      security: [{ bearerAuth: [] }],
      parameters: [
        {
          name: 'verificationId',
          in: 'path',
          required: true,
          schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,128}$' },
        },
      ],
      responses: {
        '200': {
          description: 'The caller as User',
          content: json({ $ref: '#/components/schemas/User' }),
        },
        '400': error('Malformed id, or the verification is READY/FAILED (IDENTITY_NOT_VERIFIED)'),
        '401': error('No valid access token (UNAUTHENTICATED)'),
        '404': error('The provider knows no such id (IDENTITY_VERIFICATION_NOT_FOUND)'),
        '409': error('Another user already used this verification (IDENTITY_VERIFICATION_USED)'),
        '502': error('The provider refused our credentials (IDENTITY_PROVIDER_REJECTED)'),
        '503': error('The provider cannot be reached (IDENTITY_PROVIDER_UNAVAILABLE)'),
      },
    },
  },
  '/api/dev/identity-verifications': {
    post: {
      operationId: 'createDevIdentityVerification',
      summary: 'Development only: what the stand-in provider will answer for a new id',
      requestBody: {
        required: true,
        content: json({
          type: 'object',
          required: ['name', 'outcome'],
          properties: {
            name: { type: 'string', maxLength: 30 },
            phoneNumber: { type: 'string', examples: ['010-1234-5678'] },
            birthDate: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
            outcome: { enum: ['VERIFIED', 'FAILED'] },
          },
        }),
      },
      responses: {
        '201': {
          description: 'Created',
          content: json({
            type: 'object',
            required: ['identityVerificationId'],
            properties: { identityVerificationId: { type: 'string' } },
          }),
        },
        '400': error('Bad body'),
      },
    },
  },
} as const;
