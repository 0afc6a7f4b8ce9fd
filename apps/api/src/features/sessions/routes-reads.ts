import {
  counselorSessionCountSchema,
  counselorSessionPageSchema,
  mySessionSchema,
  type SenderType,
  sessionDetailSchema,
} from '@arcana/domain';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { idPathParameter, MAX_SERIAL_ID } from '../../lib/cursor-page';
import { messages } from '../../lib/messages';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthEnv, requireRole } from '../../middleware/auth';
import { type CounselorsRepository, createCounselorsRepository } from '../counselors';
import type { FeatureDeps } from '../feature-deps';
import {
  toCounselorSessionCount,
  toCounselorSessionItem,
  toMySession,
  toSessionDetail,
} from './detail-dto';
import { readMessages as m } from './reads-messages';
import { counselorListQuerySchema, countQuerySchema, mySessionsQuerySchema } from './reads-query';
import { createSessionReadsRepository, type SessionReadsRepository } from './reads-repository';

// SPEC §7 reads of sessions: GET /api/client/counseling/sessions/{id} (detail), /me?start=&end=
// (상담 내역), GET /api/client/counselor/sessions (paged) and /counselor/sessions/count.

const tags = ['sessions'];

type ReadDeps = {
  reads: SessionReadsRepository;
  counselors: CounselorsRepository;
  now: Clock;
};

export function mountSessionReads(app: Hono, deps: Pick<FeatureDeps, 'db' | 'now'>): void {
  const readDeps: ReadDeps = {
    reads: createSessionReadsRepository(deps.db),
    counselors: createCounselorsRepository(deps.db),
    now: deps.now,
  };
  app.route('/api/client/counseling/sessions', userSessionReadRoutes(readDeps));
  app.route('/api/client/counselor/sessions', counselorSessionReadRoutes(readDeps));
}

/** A path id that names no row (too large for a serial) is simply not found. */
function sessionIdOf(c: Context): number {
  const id = Number(c.req.param('id'));
  if (!(id >= 1 && id <= MAX_SERIAL_ID)) throw AppError.notFound(m.sessionNotFound);
  return id;
}

function userSessionReadRoutes(deps: ReadDeps) {
  /** The caller's side of the session: its user, or its counselor; anyone else is not told. */
  async function sideOf(
    session: { userId: number; counselorId: number },
    userId: number,
  ): Promise<SenderType> {
    if (session.userId === userId) return 'USER';
    const counselor = await deps.counselors.findByUserId(userId);
    if (counselor?.id === session.counselorId) return 'COUNSELOR';
    throw AppError.notFound(m.sessionNotFound);
  }

  return new Hono<AuthEnv>()
    .get(
      '/me',
      describeRoute({
        operationId: 'listMySessions',
        summary:
          'The caller’s sessions (as a user) starting, or created when not started, in Seoul days start..end (end included, at most 366 days), newest first',
        tags,
        responses: {
          200: answer('Sessions, newest first', v.array(mySessionSchema)),
          400: errorAnswer('A bad date, end before start, or over 366 days (VALIDATION_FAILED)'),
        },
      }),
      validate('query', mySessionsQuerySchema),
      async (c) => {
        const { from, to } = c.req.valid('query');
        const rows = await deps.reads.ofUserBetween(c.get('auth').userId, from, to);
        const at = deps.now();
        return c.json(rows.map((row) => toMySession(row, at)));
      },
    )
    .get(
      '/:id{[0-9]+}',
      describeRoute({
        operationId: 'getSessionDetail',
        summary:
          'One session for either of its parties; the user also gets its money (its order and add-time orders with their refunds)',
        tags,
        parameters: [idPathParameter('id')],
        responses: {
          200: answer('The session detail', sessionDetailSchema),
          404: errorAnswer('No such session, or the caller is neither of its parties'),
        },
      }),
      async (c) => {
        const row = await deps.reads.findDetail(sessionIdOf(c));
        if (!row) throw AppError.notFound(m.sessionNotFound);
        const me = await sideOf(row.session, c.get('auth').userId);
        const money = me === 'USER' ? await deps.reads.moneyOf(row.session) : null;
        return c.json(toSessionDetail(row, me, money, deps.now()));
      },
    );
}

function counselorSessionReadRoutes(deps: ReadDeps) {
  async function counselorIdOf(c: Context<AuthEnv>): Promise<number> {
    const counselor = await deps.counselors.findByUserId(c.get('auth').userId);
    if (!counselor) throw AppError.notFound(messages.auth.counselorNotFound);
    return counselor.id;
  }

  return new Hono<AuthEnv>()
    .use(requireRole('COUNSELOR'))
    .get(
      '/',
      describeRoute({
        operationId: 'listCounselorSessions',
        summary:
          'The caller’s counselor sessions, a page at a time (SPEC §9: 12, DESC by updatedAt); search in the user’s display name and the product name',
        tags,
        responses: {
          200: answer('A page of sessions', counselorSessionPageSchema),
          400: errorAnswer('A bad page, sort or filter (VALIDATION_FAILED)'),
          404: errorAnswer('The caller has no counselor profile'),
        },
      }),
      validate('query', counselorListQuerySchema),
      async (c) => {
        const query = c.req.valid('query');
        const counselorId = await counselorIdOf(c);
        const { rows, total } = await deps.reads.counselorPage(counselorId, query);
        const at = deps.now();
        return c.json({
          content: rows.map((row) => toCounselorSessionItem(row, at)),
          totalPages: Math.ceil(total / query.pageSize),
          totalElements: total,
          currentPage: query.currentPage,
          pageSize: query.pageSize,
        });
      },
    )
    .get(
      '/count',
      describeRoute({
        operationId: 'countCounselorSessions',
        summary:
          'How many of the caller’s counselor sessions start in [from, to), by status and by type (a day means its Seoul midnight)',
        tags,
        responses: {
          200: answer('Counts', counselorSessionCountSchema),
          400: errorAnswer('A bad date or time, or to not after from (VALIDATION_FAILED)'),
          404: errorAnswer('The caller has no counselor profile'),
        },
      }),
      validate('query', countQuerySchema),
      async (c) => {
        const { from, to } = c.req.valid('query');
        const groups = await deps.reads.countStarting(await counselorIdOf(c), from, to);
        return c.json(toCounselorSessionCount(groups));
      },
    );
}
