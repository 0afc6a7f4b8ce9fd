import { clientNoteRequestSchema, clientNoteSchema } from '@arcana/domain';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { idPathParameter, MAX_SERIAL_ID } from '../../lib/cursor-page';
import { messages } from '../../lib/messages';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import type { CounselorsRepository } from '../counselors';
import { type ClientNotes, clientNoteMessages } from './client-notes';

const tags = ['counselor-office'];
const noClient = errorAnswer(
  'The user never had a session with the caller (NOT_FOUND), or no counselor profile',
);

/**
 * /api/client/counselor/clients/{userId}/note: the caller's private note about a client (the
 * counselors feature's COUNSELOR check guards the path).
 */
export function clientNoteRoutes(deps: {
  notes: ClientNotes;
  counselors: CounselorsRepository;
  now: Clock;
}) {
  async function pair(c: Context<AuthEnv>) {
    const userId = Number(c.req.param('userId'));
    if (!(userId >= 1 && userId <= MAX_SERIAL_ID)) {
      throw AppError.notFound(clientNoteMessages.clientNotFound);
    }
    const counselor = await deps.counselors.findByUserId(c.get('auth').userId);
    if (!counselor) throw AppError.notFound(messages.auth.counselorNotFound);
    return { counselorId: counselor.id, userId };
  }

  return new Hono<AuthEnv>()
    .get(
      '/:userId{[0-9]+}/note',
      describeRoute({
        operationId: 'getClientNote',
        summary: 'The caller’s note about a user it had a session with (empty before any)',
        tags,
        parameters: [idPathParameter('userId')],
        responses: { 200: answer('The note', clientNoteSchema), 404: noClient },
      }),
      async (c) => {
        const { counselorId, userId } = await pair(c);
        return c.json(await deps.notes.read(counselorId, userId));
      },
    )
    .put(
      '/:userId{[0-9]+}/note',
      describeRoute({
        operationId: 'saveClientNote',
        summary:
          'Write the whole note (0–2,000 characters, several lines); only the caller reads it',
        tags,
        parameters: [idPathParameter('userId')],
        responses: {
          200: answer('The note', clientNoteSchema),
          400: errorAnswer('Over 2,000 characters (VALIDATION_FAILED)'),
          404: noClient,
        },
      }),
      validate('json', clientNoteRequestSchema),
      async (c) => {
        const { counselorId, userId } = await pair(c);
        const { text } = c.req.valid('json');
        return c.json(await deps.notes.write(counselorId, userId, text, deps.now()));
      },
    );
}
