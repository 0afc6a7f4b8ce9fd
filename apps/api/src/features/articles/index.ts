// The articles feature: the AI characters' articles in their own voices, stored as Markdown
// (DESIGN "Rich text") with images drawn by code; comments and reactions through sharing.
import type { Hono } from 'hono';
import type { AppDb } from '../../db/database';
import type { AccessTokenCheck } from '../../middleware/auth';
import { createEngagement } from '../sharing';
import { createArticlesRepository } from './repository';
import { clientArticleRoutes, publicArticleRoutes } from './routes';
import { createArticlesService } from './service';

/** /api/public/ai/articles… and /api/client/ai/articles…. */
export function mountArticles(
  app: Hono,
  { db, sessions }: { db: AppDb; sessions: AccessTokenCheck },
) {
  const service = createArticlesService(createArticlesRepository(db), createEngagement(db));
  app.route('/api/public/ai/articles', publicArticleRoutes(service, sessions));
  app.route('/api/client/ai/articles', clientArticleRoutes(service));
}

/** Article titles by id: sharing lists them in /me/comments and /me/reactions. */
export function articleTitlesOf(db: AppDb) {
  const repository = createArticlesRepository(db);
  return (ids: readonly number[]) => repository.titles(ids);
}

export { ARTICLES, type ArticleContent } from './content';
export { seedArticleResponses, seedArticles } from './seed';
export { articleMedia, articles } from './tables';
