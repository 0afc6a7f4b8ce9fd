import { counselorStatusOrDefault } from '@arcana/domain';
import { Hono } from 'hono';
import { AppError } from '../../lib/app-error';
import { messages } from '../../lib/messages';
import { type AuthEnv, requireRole } from '../../middleware/auth';
import type { CounselorsRepository } from './repository';

/** /api/client/counselor: the caller's counselor profile; every route needs COUNSELOR. */
export function counselorRoutes(deps: { counselors: CounselorsRepository }) {
  return new Hono<AuthEnv>().use(requireRole('COUNSELOR')).get('/', async (c) => {
    const counselor = await deps.counselors.findByUserId(c.get('auth').userId);
    if (!counselor) throw AppError.notFound(messages.auth.counselorNotFound);
    return c.json({
      id: counselor.id,
      level: counselor.level,
      status: counselorStatusOrDefault(counselor.status),
      enabled: counselor.enabled,
    });
  });
}
