import * as v from 'valibot';
import { AppError } from '../../lib/app-error';
import { MAX_SERIAL_ID } from '../../lib/cursor-page';
import { jsonSchemaOf } from '../../lib/openapi';

// What every /api/admin route file shares: the OpenAPI tag, path parameters and serial ids.

export const tags = ['admin'];

export const pathParameter = (name: string) => ({
  name,
  in: 'path' as const,
  required: true,
  schema: jsonSchemaOf(v.string()),
});

/** A serial id of the path, or the 404 an unknown one gets. */
export function serialId(value: string, message: string): number {
  const id = /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(id <= MAX_SERIAL_ID)) throw AppError.notFound(message);
  return id;
}
