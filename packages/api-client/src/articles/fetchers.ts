import {
  articleDetailSchema,
  articleMediaSchema,
  articleSummarySchema,
  cursorPageSchema,
} from '@arcana/domain';
import * as v from 'valibot';
import { apiFetch } from '../http';

type CallOptions = { signal?: AbortSignal };

/** `characterId` narrows the list to one character; `lastId` = older than that article. */
export type ArticleListCursor = {
  characterId?: number | null;
  limit?: number;
  lastId?: number | null;
};

const ARTICLES = '/api/public/ai/articles';
const articlePageSchema = cursorPageSchema(articleSummarySchema);
const articleMediaListSchema = v.array(articleMediaSchema);

/** GET /api/public/ai/articles: one cursor page, newest first. */
export function fetchArticles(cursor: ArticleListCursor = {}, options: CallOptions = {}) {
  return apiFetch(ARTICLES, {
    query: { characterId: cursor.characterId, limit: cursor.limit, lastId: cursor.lastId },
    schema: articlePageSchema,
    ...options,
  });
}

/** GET /api/public/ai/articles/{id}: the article whole (the api counts a view). */
export function fetchArticle(id: number, options: CallOptions = {}) {
  return apiFetch(`${ARTICLES}/${id}`, { schema: articleDetailSchema, ...options });
}

/** GET /api/public/ai/articles/{id}/media: the article's images in their order. */
export function fetchArticleMedia(id: number, options: CallOptions = {}) {
  return apiFetch(`${ARTICLES}/${id}/media`, { schema: articleMediaListSchema, ...options });
}
