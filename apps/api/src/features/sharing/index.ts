// The sharing feature (DESIGN "Sharing"): shares of readings under random ids, and the comments
// and reactions of shares and articles. Articles use the engagement service through here.
import type { Hono } from 'hono';
import type { AppDb } from '../../db/database';
import type { AccessTokenCheck } from '../../middleware/auth';
import type { Notifier } from '../notifications';
import { createSharingAi } from './ai-source';
import { createEngagementRepository } from './engagement-repository';
import { type ArticleTitles, createEngagementService } from './engagement-service';
import { clientEngagementRoutes, clientShareRoutes, publicShareRoutes } from './routes';
import { createShareService } from './share-service';
import { createSharesRepository } from './shares-repository';

export type SharingDeps = {
  db: AppDb;
  notifier: Notifier;
  /** Public routes read the caller, if any, for `mine`. */
  sessions: AccessTokenCheck;
  /** The titles of articles for /me/comments and /me/reactions (articles sit above sharing). */
  articleTitles: ArticleTitles;
};

/** /api/public/shares…, /api/client/shares…, /api/client/comments/{id}, /me/comments, /me/reactions. */
export function mountSharing(app: Hono, { db, notifier, sessions, articleTitles }: SharingDeps) {
  const ai = createSharingAi(db);
  const engagement = createEngagementService(createEngagementRepository(db), articleTitles);
  const shares = createSharesRepository(db);
  const service = createShareService({ shares, engagement, ai, notifier });
  app.route('/api/public/shares', publicShareRoutes(service, sessions));
  app.route('/api/client/shares', clientShareRoutes(service));
  app.route('/api/client', clientEngagementRoutes(engagement));
}

/** Comments and reactions of any target (articles use it with no one to notify). */
export function createEngagement(db: AppDb) {
  return createEngagementService(createEngagementRepository(db));
}

export type { EngagementTarget } from './engagement-repository';
export type { ArticleTitles, EngagementService } from './engagement-service';
export { demoShareId, type SeededPeople, seedSharing } from './seed';
export { newShareId } from './share-service';
export { deleteSharesOfDeletedUser } from './shares-repository';
export { comments, reactions, shares } from './tables';
