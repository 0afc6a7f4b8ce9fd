// What people do around the readings, mounted in one place so app.ts stays a short list:
// shares with their comments and reactions, the characters' articles, and reviews and
// favourites of characters (the ai feature's files of helper "api-sharing").
import type { Hono } from 'hono';
import type { AppDb } from '../db/database';
import type { AccessTokenCheck } from '../middleware/auth';
import { mountAiReviewsAndFavorites } from './ai';
import { articleTitlesOf, mountArticles } from './articles';
import type { Notifier } from './notifications';
import { mountSharing } from './sharing';

export type CommunityDeps = { db: AppDb; notifier: Notifier; sessions: AccessTokenCheck };

export function mountCommunity(app: Hono, deps: CommunityDeps) {
  mountSharing(app, { ...deps, articleTitles: articleTitlesOf(deps.db) });
  mountArticles(app, deps);
  mountAiReviewsAndFavorites(app, deps);
}

export { deleteSharesOfDeletedUser } from './sharing';
