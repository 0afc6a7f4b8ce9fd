import { apiErrorBodySchema } from '@arcana/domain';
import type { Hono } from 'hono';
import { type GenerateSpecOptions, generateSpecs } from 'hono-openapi';
import { errorAnswer, jsonSchemaOf } from '../../lib/openapi';

// /api/openapi.json is generated from the app itself: hono-openapi walks app.routes and reads
// what each route declared (describeRoute next to the handler, the schema validate() checks
// with, the parts requireLogin and requireRole add), so a route that is not mounted (dev routes
// in production) is not in it either.

export type OpenApiDocument = Awaited<ReturnType<typeof generateSpecs>>;

const documentation: GenerateSpecOptions['documentation'] = {
  info: { title: 'Arcana API', version: '0.0.0', description: '아르카나 API' },
  servers: [{ url: '/' }],
  components: {
    schemas: { ErrorBody: jsonSchemaOf(apiErrorBodySchema) },
    securitySchemes: {
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      // EventSource cannot send an Authorization header: the streams read this cookie.
      cookieAuth: { type: 'apiKey', in: 'cookie', name: 'accessToken' },
    },
  },
};

export async function createOpenApiDocument(app: Hono): Promise<OpenApiDocument> {
  const document = await generateSpecs(app, {
    documentation,
    // The default would drop /api/openapi.json itself, taking it for a static file.
    excludeStaticFile: false,
    // A route that validates input and names no 400 of its own gets ours, not the library's.
    defaultValidationErrorResponse: errorAnswer(
      'Bad input (VALIDATION_FAILED, one entry per field)',
    ),
  });
  // valibot's converter names shared schemas under $defs; the library lifts them into
  // components/schemas but leaves the references pointing at $defs.
  const text = JSON.stringify(document).replaceAll('"#/$defs/', '"#/components/schemas/');
  const generated = JSON.parse(text) as OpenApiDocument;
  for (const operations of Object.values(generated.paths)) {
    for (const operation of Object.values(operations ?? {})) {
      // An inherited part (requireLogin's security) is merged once per middleware of a route
      // that declares something (describeRoute, validate), so the same entry can repeat.
      if (typeof operation !== 'object' || !('security' in operation)) continue;
      const entries = operation.security?.map((entry) => JSON.stringify(entry));
      operation.security = [...new Set(entries)].map((entry) => JSON.parse(entry));
    }
  }
  return generated;
}
