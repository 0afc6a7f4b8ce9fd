import {
  APPLICATION_STATUSES,
  adminApplicationSchema,
  rejectApplicationRequestSchema,
} from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import { ADMIN_LIST_LIMIT, type ApplicationService } from '../applications';
import { adminMessages as m } from './messages';
import { pathParameter, serialId, tags } from './route-parts';

const one = (description: string) => answer(description, adminApplicationSchema);
const listQuerySchema = v.object({
  status: v.optional(v.picklist(APPLICATION_STATUSES, m.applicationStatus)),
});
const idOf = (value: string) => serialId(value, m.applicationNotFound);

/**
 * /api/admin/counselor-applications: the operator's queue of counselor applications, approve
 * and reject. Routed inside adminRoutes, whose login and ADMIN check cover it.
 */
export function applicationAdminRoutes(applications: ApplicationService) {
  return new Hono<AuthEnv>()
    .get(
      '/',
      describeRoute({
        operationId: 'adminListCounselorApplications',
        summary: `Counselor applications (${ADMIN_LIST_LIMIT} at most): SUBMITTED ones oldest first (the queue), any other choice newest first`,
        tags,
        responses: {
          200: answer('The applications', v.array(adminApplicationSchema)),
          400: errorAnswer('An unknown status (VALIDATION_FAILED)'),
        },
      }),
      validate('query', listQuerySchema),
      async (c) => c.json(await applications.list(c.req.valid('query').status)),
    )
    .get(
      '/:id',
      describeRoute({
        operationId: 'adminGetCounselorApplication',
        summary: 'One counselor application with who sent it',
        tags,
        parameters: [pathParameter('id')],
        responses: { 200: one('The application'), 404: errorAnswer('No such application') },
      }),
      async (c) => c.json(await applications.get(idOf(c.req.param('id')))),
    )
    .post(
      '/:id/approve',
      describeRoute({
        operationId: 'adminApproveCounselorApplication',
        summary:
          'Approve: role COUNSELOR and level 1, the name, introduction, career, categories and certificate copied to the counselor, COUNSELOR_APPLICATION_APPROVED sent',
        tags,
        parameters: [pathParameter('id')],
        responses: {
          200: one('The application, APPROVED'),
          404: errorAnswer('No such application'),
          409: errorAnswer(
            'Not SUBMITTED (APPLICATION_DECIDED), or another counselor took the name meanwhile (NAME_TAKEN)',
          ),
        },
      }),
      async (c) =>
        c.json(await applications.approve(c.get('auth').userId, idOf(c.req.param('id')))),
    )
    .post(
      '/:id/reject',
      describeRoute({
        operationId: 'adminRejectCounselorApplication',
        summary:
          'Reject with a reason (5–500) the applicant reads: COUNSELOR_APPLICATION_REJECTED sent; the user may apply again',
        tags,
        parameters: [pathParameter('id')],
        responses: {
          200: one('The application, REJECTED'),
          400: errorAnswer('A bad reason (VALIDATION_FAILED)'),
          404: errorAnswer('No such application'),
          409: errorAnswer('Not SUBMITTED (APPLICATION_DECIDED)'),
        },
      }),
      validate('json', rejectApplicationRequestSchema),
      async (c) => {
        const id = idOf(c.req.param('id'));
        const { reason } = c.req.valid('json');
        return c.json(await applications.reject(c.get('auth').userId, id, reason));
      },
    );
}
