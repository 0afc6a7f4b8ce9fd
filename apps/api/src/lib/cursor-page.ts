import type { CursorPage } from '@arcana/domain';
import * as v from 'valibot';
import { messages } from './messages';
import { jsonSchemaOf } from './openapi';

// `limit, lastId` cursor pages (newest first; lastId = older than it), answered as the
// notification lists are: comments, the caller's comments and reactions, articles, reviews.

const m = messages.cursorPage;
export const DEFAULT_PAGE_SIZE = 20;
const MAX_LIMIT = 100;
/** Postgres `integer` ids: a larger id names no row and must not reach a query. */
export const MAX_SERIAL_ID = 2_147_483_647;

export const limitQuery = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,3}$/, m.limit),
    v.transform(Number),
    v.minValue(1, m.limit),
    v.maxValue(MAX_LIMIT, m.limit),
  ),
  String(DEFAULT_PAGE_SIZE),
);

export const cursorQuerySchema = v.object({
  limit: limitQuery,
  lastId: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,10}$/, m.lastId),
      v.transform(Number),
      v.minValue(1, m.lastId),
      v.maxValue(MAX_SERIAL_ID, m.lastId),
    ),
  ),
});
export type CursorQuery = { limit: number; lastId?: number | undefined };

/** `total` is how many rows the cursor reaches from here on (this page included). */
export function cursorPage<T>(content: T[], total: number, limit: number): CursorPage<T> {
  return {
    content,
    empty: content.length === 0,
    last: total <= limit,
    totalPages: Math.ceil(total / limit),
  };
}

/** An id in a path (`/:id{[0-9]+}`), as the OpenAPI document names it. */
export function idPathParameter(name: string) {
  return {
    name,
    in: 'path' as const,
    required: true,
    schema: jsonSchemaOf(v.pipe(v.string(), v.regex(/^[0-9]+$/))),
  };
}
