import { adminClaimSchema, CLAIM_STATUSES, claimAnswerRequestSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import { ADMIN_CLAIM_LIST_LIMIT, type ContentService } from '../content';
import type { ClaimNotices } from './claim-notices';
import { contentIdOf } from './content-ids';
import { adminMessages as m } from './messages';
import { pathParameter, tags } from './route-parts';

const listQuerySchema = v.object({
  status: v.optional(v.picklist(CLAIM_STATUSES, m.content.claimStatus)),
});
const idOf = (value: string) => contentIdOf('claim', value);

/**
 * /api/admin/claims: users' and guests' inquiries and reports, and the one answer each gets,
 * which reaches its author (a user's notification, a guest's e-mail). Routed inside adminRoutes.
 */
export function claimAdminRoutes(content: ContentService, notices: ClaimNotices) {
  return new Hono<AuthEnv>()
    .get(
      '/',
      describeRoute({
        operationId: 'adminListClaims',
        summary: `Inquiries and reports (${ADMIN_CLAIM_LIST_LIMIT} at most), newest first, with who sent them`,
        tags,
        responses: {
          200: answer('The claims', v.array(adminClaimSchema)),
          400: errorAnswer('An unknown status (VALIDATION_FAILED)'),
        },
      }),
      validate('query', listQuerySchema),
      async (c) => c.json(await content.adminClaims(c.req.valid('query'))),
    )
    .get(
      '/:id',
      describeRoute({
        operationId: 'adminGetClaim',
        summary: 'One inquiry or report with who sent it',
        tags,
        parameters: [pathParameter('id')],
        responses: {
          200: answer('The claim', adminClaimSchema),
          404: errorAnswer('No such claim (CLAIM_NOT_FOUND)'),
        },
      }),
      async (c) => c.json(await content.adminClaim(idOf(c.req.param('id')))),
    )
    .post(
      '/:id/answer',
      describeRoute({
        operationId: 'adminAnswerClaim',
        summary:
          'Answer once (Markdown, 5–5,000): a user gets SYSTEM_NOTICE 문의에 답변이 도착했어요 linking /me/claims, a guest an e-mail with the answer',
        tags,
        parameters: [pathParameter('id')],
        responses: {
          200: answer('The claim, ANSWERED', adminClaimSchema),
          400: errorAnswer('A bad answer (VALIDATION_FAILED)'),
          404: errorAnswer('No such claim (CLAIM_NOT_FOUND)'),
          409: errorAnswer('Already answered (ALREADY_ANSWERED)'),
        },
      }),
      validate('json', claimAnswerRequestSchema),
      async (c) => {
        const id = idOf(c.req.param('id'));
        const answered = await content.answerClaim(id, c.req.valid('json'), c.get('auth').userId);
        await notices.tell(answered);
        return c.json(answered.claim);
      },
    );
}
