import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { createOpenApiDocument, type OpenApiDocument } from './openapi-document';

/** GET /api/openapi.json: the document of `app`, generated on the first call and kept. */
export function openApiRoutes(app: Hono) {
  let document: Promise<OpenApiDocument> | undefined;
  const generate = () => {
    document ??= createOpenApiDocument(app).catch((error: unknown) => {
      document = undefined; // a failed generation is retried on the next call
      throw error;
    });
    return document;
  };
  return new Hono().get(
    '/',
    describeRoute({
      operationId: 'getOpenApiDocument',
      summary: 'This document',
      tags: ['system'],
      responses: { 200: { description: 'OpenAPI 3.1 document, generated from the routes' } },
    }),
    async (c) => c.json(await generate()),
  );
}
