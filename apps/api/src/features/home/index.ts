// The home (issue 12): today's card of the visitor and the sections of the features below it
// (ai, counselors, products, reviews, tarot, content) in one request. Nothing calls into it.
import type { Hono } from 'hono';
import type { AppDb } from '../../db/database';
import type { Env } from '../../env';
import type { Clock } from '../../lib/clock';
import type { AccessTokenCheck } from '../../middleware/auth';
import { createAnonIds } from '../ai';
import type { ContentService } from '../content';
import { createHomeRepository } from './repository';
import { homeRoutes } from './routes';
import { createHomeService } from './service';
import { todayCardKey } from './today-card';

export type HomeDeps = {
  db: AppDb;
  env: Env;
  now: Clock;
  /** optionalLogin reads the caller through it. */
  loginSessions: AccessTokenCheck;
  content: Pick<ContentService, 'recentNotices' | 'ongoingEvents'>;
};

/** GET /api/public/home. */
export function mountHome(app: Hono, { db, env, now, loginSessions, content }: HomeDeps): void {
  const service = createHomeService({
    db,
    now,
    content,
    repository: createHomeRepository(db),
    cardKey: todayCardKey(env.jwtSecret),
  });
  // The ai feature's cookie: the same key signs it, so a guest is one visitor to both.
  const anonIds = createAnonIds({ secret: env.jwtSecret, secure: env.production });
  app.route('/api/public/home', homeRoutes({ service, sessions: loginSessions, anonIds }));
}
