import {
  claimPageSchema,
  claimSchema,
  inquiryRequestSchema,
  reportRequestSchema,
} from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import { claimListQuerySchema, idParamSchema } from './schemas';
import type { ContentService } from './service';

const tags = ['claims'];

/** /api/client/claims: the caller's inquiries and reports (app.ts's login check covers it). */
export function claimRoutes(service: ContentService) {
  return new Hono<AuthEnv>()
    .get(
      '/',
      describeRoute({
        operationId: 'listMyClaims',
        summary: 'The caller’s inquiries and reports, newest first; pageSize 1–50 (20)',
        tags,
        responses: {
          200: answer('A page of claims', claimPageSchema),
          400: errorAnswer('A bad page or page size (VALIDATION_FAILED)'),
        },
      }),
      validate('query', claimListQuerySchema),
      async (c) => c.json(await service.myClaims(c.get('auth').userId, c.req.valid('query'))),
    )
    .get(
      '/:id{[0-9]+}',
      describeRoute({
        operationId: 'getMyClaim',
        summary: 'One of the caller’s claims with its answer',
        tags,
        responses: {
          200: answer('The claim', claimSchema),
          400: errorAnswer('The id is not a positive integer (VALIDATION_FAILED)'),
          404: errorAnswer('No such claim of the caller’s (CLAIM_NOT_FOUND): never 403'),
        },
      }),
      validate('param', idParamSchema),
      async (c) => c.json(await service.myClaim(c.get('auth').userId, c.req.valid('param').id)),
    )
    .post(
      '/inquiries',
      describeRoute({
        operationId: 'sendInquiry',
        summary: 'A logged-in user’s inquiry, answered in /me/claims with a notification',
        tags,
        responses: {
          201: answer('The inquiry, RECEIVED', claimSchema),
          400: errorAnswer('A field is wrong (VALIDATION_FAILED)'),
        },
      }),
      validate('json', inquiryRequestSchema),
      async (c) =>
        c.json(await service.createInquiry(c.get('auth').userId, c.req.valid('json')), 201),
    )
    .post(
      '/reports',
      describeRoute({
        operationId: 'sendReport',
        summary:
          'A report about a session (only its user or counselor) or a review (anyone but its author)',
        tags,
        responses: {
          201: answer('The report, RECEIVED', claimSchema),
          400: errorAnswer('A field is wrong (VALIDATION_FAILED)'),
          404: errorAnswer(
            'Unknown target, or one the caller may not report (CLAIM_TARGET_NOT_FOUND)',
          ),
          409: errorAnswer('The caller’s report of that target is still open (ALREADY_REPORTED)'),
        },
      }),
      validate('json', reportRequestSchema),
      async (c) =>
        c.json(await service.createReport(c.get('auth').userId, c.req.valid('json')), 201),
    );
}
