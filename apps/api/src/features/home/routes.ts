import { homeSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { answer } from '../../lib/openapi';
import { type AccessTokenCheck, optionalLogin, type ViewerEnv } from '../../middleware/auth';
import type { AnonIds } from '../ai';
import type { HomeService } from './service';

type Deps = { service: HomeService; sessions: AccessTokenCheck; anonIds: AnonIds };

/** /api/public/home: the home in one request; today's card follows the visitor. */
export function homeRoutes({ service, sessions, anonIds }: Deps) {
  return new Hono<ViewerEnv>().use(optionalLogin(sessions)).get(
    '/',
    describeRoute({
      operationId: 'getHome',
      summary:
        "The home: today's card, AI characters, counselors online, popular products, latest reviews, ongoing events and notices",
      description:
        "Today's card is drawn from the visitor and the Seoul date (the same all day, another tomorrow): a valid bearer is the user, anyone else the signed anonymous-id cookie, issued when missing (httpOnly). Cache-Control: private, no-store.",
      tags: ['home'],
      responses: { 200: answer('Everything the home shows', homeSchema) },
    }),
    async (c) => {
      const viewer = c.get('viewer');
      const visitorKey = viewer ? `user:${viewer.userId}` : `anon:${anonIds.ensure(c)}`;
      const home = await service.home({ visitorKey, userId: viewer?.userId ?? null });
      c.header('Cache-Control', 'private, no-store');
      return c.json(home);
    },
  );
}
