import { counselingHomeSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { answer } from '../../lib/openapi';
import { type AccessTokenCheck, optionalLogin, type ViewerEnv } from '../../middleware/auth';
import type { HomeService } from './service';

/** /api/public/counseling/home: the 상담 home in one request (favourites follow a login). */
export function homeRoutes(service: HomeService, sessions: AccessTokenCheck) {
  return new Hono<ViewerEnv>().use(optionalLogin(sessions)).get(
    '/',
    describeRoute({
      operationId: 'getCounselingHome',
      summary: 'The 상담 home: counselors online, categories, popular products, recent reviews',
      tags: ['counseling-home'],
      responses: { 200: answer('Everything the 상담 home shows', counselingHomeSchema) },
    }),
    async (c) => c.json(await service.home(c.get('viewer')?.userId ?? null)),
  );
}
