import { Hono } from 'hono';
import { openApiDocument } from '../../openapi/document';

export function openApiRoutes() {
  return new Hono().get('/', (c) => c.json(openApiDocument));
}
