import {
  CLAIM_PAGE_SIZE,
  CONTENT_PAGE_SIZE_MAX,
  EVENT_PAGE_SIZE,
  EVENT_STATES,
  FAQ_SEARCH_MAX_LENGTH,
  NOTICE_CATEGORIES,
  NOTICE_PAGE_SIZE,
  PAGE_SLUG_PATTERN,
} from '@arcana/domain';
import * as v from 'valibot';
import { messages } from '../../lib/messages';
import { contentMessages } from './messages';

// Moves to @arcana/domain once that package exposes request schemas; the api keeps validating
// with the same rules meanwhile.
export const ROUTE_PATH_MAX_LENGTH = 2048;

const text = messages.routeRulePath;

export const RouteRuleQuerySchema = v.object({
  // A missing and an empty `path` read the same to a person, so both say "required".
  path: v.pipe(
    // A repeated ?path=a&path=b arrives as an array.
    v.optional(v.string(text.single), ''),
    v.nonEmpty(text.required),
    v.startsWith('/', text.leadingSlash),
    v.maxLength(ROUTE_PATH_MAX_LENGTH, text.tooLong),
    // "//host" is a protocol-relative URL: following it would leave the site.
    v.check((path) => !path.startsWith('//'), text.doubleSlash),
  ),
});

export type RouteRuleResponse = {
  path: string;
  redirect: { to: string; permanent: boolean } | null;
};

// ---- the public lists' query strings (issue 12) ----

const m = contentMessages.query;

/** A decimal integer in a query string, 1–max. */
const positiveInt = (max: number, message: string) =>
  v.pipe(
    v.string(message),
    v.regex(/^\d{1,10}$/, message),
    v.transform(Number),
    v.minValue(1, message),
    v.maxValue(max, message),
  );

const currentPage = v.optional(positiveInt(99_999, m.currentPage), '1');
const pageSizeOf = (fallback: number) =>
  v.optional(positiveInt(CONTENT_PAGE_SIZE_MAX, m.pageSize), String(fallback));

export const noticeListQuerySchema = v.object({
  currentPage,
  pageSize: pageSizeOf(NOTICE_PAGE_SIZE),
  category: v.optional(v.picklist(NOTICE_CATEGORIES, m.category)),
});
export type NoticeListQuery = v.InferOutput<typeof noticeListQuerySchema>;

export const eventListQuerySchema = v.object({
  currentPage,
  pageSize: pageSizeOf(EVENT_PAGE_SIZE),
  state: v.optional(v.picklist(EVENT_STATES, m.state)),
});
export type EventListQuery = v.InferOutput<typeof eventListQuerySchema>;

export const faqListQuerySchema = v.object({
  categoryId: v.optional(positiveInt(2_147_483_647, m.categoryId)),
  search: v.optional(
    v.pipe(
      v.string(m.search),
      v.trim(),
      v.minLength(1, m.search),
      v.maxLength(FAQ_SEARCH_MAX_LENGTH, m.search),
    ),
  ),
});
export type FaqListQuery = v.InferOutput<typeof faqListQuerySchema>;

export const claimListQuerySchema = v.object({
  currentPage,
  pageSize: pageSizeOf(CLAIM_PAGE_SIZE),
});
export type ClaimListQuery = v.InferOutput<typeof claimListQuerySchema>;

/** `{id}` of a notice, an event or a claim. */
export const idParamSchema = v.object({ id: positiveInt(2_147_483_647, m.id) });

/** `{slug}` of a stored page: refused before any lookup when it cannot be a slug. */
export const slugParamSchema = v.object({
  slug: v.pipe(v.string(m.slug), v.regex(PAGE_SLUG_PATTERN, m.slug)),
});
