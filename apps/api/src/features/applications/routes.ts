import { applicationRequestSchema, applicationSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import type { ApplicationService } from './service';

const tags = ['counselor-applications'];
const mine = (description: string) => answer(description, applicationSchema);

/**
 * /api/client/counselor-applications: any logged-in user applies for itself (app.ts's login
 * check covers it; the counselors feature's COUNSELOR check does not reach this path).
 */
export function applicationRoutes(service: ApplicationService) {
  return new Hono<AuthEnv>()
    .post(
      '/',
      describeRoute({
        operationId: 'submitCounselorApplication',
        summary:
          'Apply to be a counselor: the caller’s counselors row at level 0 (applying) and the application SUBMITTED',
        tags,
        responses: {
          201: mine('The application, SUBMITTED'),
          400: errorAnswer('A field is wrong, or an unknown category (VALIDATION_FAILED)'),
          403: errorAnswer('The certificate image is someone else’s upload (FORBIDDEN)'),
          404: errorAnswer('Unknown certificate upload (UPLOAD_NOT_FOUND)'),
          409: errorAnswer(
            'One is still SUBMITTED (APPLICATION_PENDING), the caller is a counselor (ALREADY_COUNSELOR), another counselor uses the name (NAME_TAKEN), or the upload is used elsewhere (UPLOAD_ALREADY_ATTACHED)',
          ),
        },
      }),
      validate('json', applicationRequestSchema),
      async (c) => {
        const { userId, roles } = c.get('auth');
        return c.json(await service.submit(userId, roles, c.req.valid('json')), 201);
      },
    )
    .get(
      '/me',
      describeRoute({
        operationId: 'getMyCounselorApplication',
        summary: 'The caller’s latest application with its status (and the reason of a rejection)',
        tags,
        responses: {
          200: answer(
            'The latest application, or null when the caller never applied',
            v.nullable(applicationSchema),
          ),
        },
      }),
      async (c) => c.json(await service.mine(c.get('auth').userId)),
    );
}
