import { ROUTE_PATH_MAX_LENGTH } from '../features/content';
import { accountPaths } from './account-paths';
import { authPaths } from './auth-paths';
import { identityPaths } from './identity-paths';
import { notificationRestPaths } from './notification-rest-paths';
import { cookieAuthScheme, notificationStreamPaths } from './notification-stream-paths';
import { socialPaths } from './social-paths';
import { uploadPaths } from './upload-paths';
import { bearerAuthScheme, userSchemaComponent } from './user-schema';

// Hand-built for the first routes; once request/response schemas live in @arcana/domain this
// is generated from them (valibot → JSON Schema) so the document cannot drift from the code.

const errorBody = {
  type: 'object',
  required: ['status', 'code', 'message'],
  properties: {
    status: { type: 'integer', examples: [400] },
    code: { type: 'string', examples: ['VALIDATION_FAILED'] },
    message: { type: 'string', examples: ['입력한 내용을 다시 확인해 주세요.'] },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

export const openApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Arcana API', version: '0.0.0', description: '아르카나 API' },
  servers: [{ url: '/' }],
  paths: {
    '/api/health': {
      get: {
        operationId: 'getHealth',
        summary: 'Liveness and database check',
        responses: {
          '200': {
            description: 'The api and its database answer',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['status', 'db'],
                  properties: {
                    status: { const: 'ok' },
                    db: { enum: ['pglite', 'postgres'] },
                  },
                },
              },
            },
          },
          '503': {
            description: 'The database does not answer',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['status', 'db', 'code', 'message'],
                  properties: {
                    status: { const: 'error' },
                    db: { enum: ['pglite', 'postgres'] },
                    code: { const: 'DATABASE_UNAVAILABLE' },
                    message: { type: 'string' },
                  },
                },
              },
            },
          },
        },
      },
    },
    '/api/public/route-rules': {
      get: {
        operationId: 'getRouteRule',
        summary: 'Redirect rule for a front-end path',
        parameters: [
          {
            name: 'path',
            in: 'query',
            required: true,
            description:
              'Front-end path; query string and trailing slash are ignored when matching.',
            schema: { type: 'string', pattern: '^/(?!/)', maxLength: ROUTE_PATH_MAX_LENGTH },
          },
        ],
        responses: {
          '200': {
            description: 'The normalised path and its redirect, or null',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['path', 'redirect'],
                  properties: {
                    path: { type: 'string' },
                    redirect: {
                      oneOf: [
                        { type: 'null' },
                        {
                          type: 'object',
                          required: ['to', 'permanent'],
                          properties: { to: { type: 'string' }, permanent: { type: 'boolean' } },
                        },
                      ],
                    },
                  },
                },
              },
            },
          },
          '400': errorResponse('Missing or invalid path'),
        },
      },
    },
    '/api/openapi.json': {
      get: {
        operationId: 'getOpenApiDocument',
        summary: 'This document',
        responses: { '200': { description: 'OpenAPI 3.1 document' } },
      },
    },
    ...authPaths,
    ...accountPaths,
    ...uploadPaths,
    ...identityPaths,
    ...socialPaths,
    ...notificationRestPaths,
    ...notificationStreamPaths,
  },
  components: {
    schemas: { ErrorBody: errorBody, User: userSchemaComponent },
    securitySchemes: { bearerAuth: bearerAuthScheme, cookieAuth: cookieAuthScheme },
  },
} as const;
