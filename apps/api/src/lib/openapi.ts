import {
  imageSchema,
  loginResponseSchema,
  notificationSchema,
  sessionSchema,
  userSchema,
} from '@arcana/domain';
import { type ConversionConfig, toJsonSchema } from '@valibot/to-json-schema';
import type { MiddlewareHandler } from 'hono';
import { type DescribeRouteOptions, resolver, uniqueSymbol } from 'hono-openapi';
import type * as v from 'valibot';

// What a route needs to declare its OpenAPI entry next to its handler: `describeRoute(...)`
// from hono-openapi with the answers built here. Request schemas are not declared at all:
// validate() hands the schema it validates with to the document.

type Parameter = Exclude<NonNullable<DescribeRouteOptions['parameters']>[number], { $ref: string }>;
type OpenApiSchema = Exclude<NonNullable<Parameter['schema']>, { $ref: string }>;

/** The one error body of DESIGN "API conventions" (components/schemas/ErrorBody, from domain). */
export const ERROR_BODY_REF = '#/components/schemas/ErrorBody';

/**
 * Domain schemas with a name of their own in components/schemas: an answer holding one refers
 * to it instead of repeating it (the document builder points the refs at the components).
 */
const namedSchemas = {
  User: userSchema,
  Image: imageSchema,
  LoginResponse: loginResponseSchema,
  Notification: notificationSchema,
  Session: sessionSchema,
};

/**
 * valibot → JSON Schema settings of the whole document. `errorMode: 'ignore'` lets transforms
 * and custom checks through (they have no JSON Schema form; the rest of the pipe still shows).
 */
export const jsonSchemaOptions: ConversionConfig = {
  target: 'draft-2020-12',
  errorMode: 'ignore',
  // A multipart file has no JSON Schema type of its own; OpenAPI spells it this way.
  overrideSchema: ({ valibotSchema }) =>
    valibotSchema.type === 'file' ? { type: 'string', format: 'binary' } : undefined,
};

/** A JSON answer body described by a valibot schema (its output: what the api sends). */
export function jsonContent(schema: v.GenericSchema) {
  const options: ConversionConfig = {
    ...jsonSchemaOptions,
    typeMode: 'output',
    definitions: namedSchemas,
  };
  return { 'application/json': { schema: resolver(schema, { options }) } };
}

/** A 2xx answer with a JSON body. */
export function answer(description: string, schema: v.GenericSchema) {
  return { description, content: jsonContent(schema) };
}

/** An error answer: always the shared ErrorBody. */
export function errorAnswer(description: string) {
  return { description, content: { 'application/json': { schema: { $ref: ERROR_BODY_REF } } } };
}

/**
 * A JSON Schema for the few request parts a route reads without validate() (a header, a
 * multipart file, a query value it tolerates being wrong), still made from a valibot schema.
 */
export function jsonSchemaOf(schema: v.GenericSchema): OpenApiSchema {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, jsonSchemaOptions);
  // JSON Schema 2020-12 is OpenAPI 3.1's schema dialect; only the TypeScript types differ.
  return rest as OpenApiSchema;
}

/** Security requirements; the schemes themselves are in the document's components. */
export const bearerAuth = [{ bearerAuth: [] }];
export const cookieAuth = [{ cookieAuth: [] }];

/**
 * Gives a middleware mounted with `app.use(path, …)` an OpenAPI part that every route below
 * that path inherits (requireLogin: the bearer scheme and its 401; requireRole: the 403).
 */
export function documentedMiddleware<M extends MiddlewareHandler>(
  middleware: M,
  spec: DescribeRouteOptions,
): M {
  return Object.assign(middleware, { [uniqueSymbol]: { spec } });
}
