import {
  counselorDetailsRequestSchema,
  counselorNameSchema,
  counselorSelfSchema,
  enabledRequestSchema,
  keywordsRequestSchema,
  nameExistsSchema,
  profileImageRequestSchema,
  updateCounselorRequestSchema,
} from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import type { OfficeService } from './service';

export const tags = ['counselor-office'];
export const noProfile = errorAnswer('No counselor profile for the caller (NOT_FOUND)');
const self = (description: string) => answer(description, counselorSelfSchema);

/**
 * /api/client/counselor: the caller's own profile. The counselors feature mounts the COUNSELOR
 * check on this path first (an applicant at level 0 may only read it).
 */
export function profileRoutes(service: OfficeService) {
  return new Hono<AuthEnv>()
    .get(
      '/',
      describeRoute({
        operationId: 'getCounselor',
        summary:
          'The caller’s counselor profile (level 0 = applying): its tax e-mail in full, the bank number masked',
        tags,
        responses: { 200: self('The profile'), 404: noProfile },
      }),
      async (c) => c.json(await service.self(c.get('auth').userId)),
    )
    .put(
      '/',
      describeRoute({
        operationId: 'updateCounselor',
        summary: 'Change the name, introduction, career and categories',
        tags,
        responses: {
          200: self('The profile after the change'),
          400: errorAnswer('A field is wrong, or an unknown category (VALIDATION_FAILED)'),
          404: noProfile,
          409: errorAnswer('Another counselor uses the name (NAME_TAKEN)'),
        },
      }),
      validate('json', updateCounselorRequestSchema),
      async (c) => c.json(await service.update(c.get('auth').userId, c.req.valid('json'))),
    )
    .patch(
      '/profile-image',
      describeRoute({
        operationId: 'setCounselorProfileImage',
        summary: 'Use one of the caller’s uploads as the counselor’s profile image (public)',
        tags,
        responses: {
          200: self('The profile after the change'),
          400: errorAnswer('uploadId is not a uuid, or the upload is private'),
          403: errorAnswer('Someone else’s upload (FORBIDDEN)'),
          404: errorAnswer('Unknown upload (UPLOAD_NOT_FOUND) or no counselor profile'),
          409: errorAnswer('The upload is used elsewhere (UPLOAD_ALREADY_ATTACHED)'),
        },
      }),
      validate('json', profileImageRequestSchema),
      async (c) =>
        c.json(await service.setProfileImage(c.get('auth').userId, c.req.valid('json').uploadId)),
    )
    .delete(
      '/profile-image',
      describeRoute({
        operationId: 'removeCounselorProfileImage',
        summary: 'Remove the profile image (the drawn portrait shows again)',
        tags,
        responses: { 200: self('The profile after the change'), 404: noProfile },
      }),
      async (c) => c.json(await service.setProfileImage(c.get('auth').userId, null)),
    )
    .post(
      '/details',
      describeRoute({
        operationId: 'setCounselorDetails',
        summary: 'Replace the long-form profile (career, style, specialities; up to 5,000)',
        tags,
        responses: {
          200: self('The profile after the change'),
          400: errorAnswer('Too long (VALIDATION_FAILED)'),
          404: noProfile,
        },
      }),
      validate('json', counselorDetailsRequestSchema),
      async (c) =>
        c.json(await service.setDetails(c.get('auth').userId, c.req.valid('json').details)),
    )
    .patch(
      '/keywords',
      describeRoute({
        operationId: 'setCounselorKeywords',
        summary: 'Replace the keywords (up to 10 distinct, 1–12 characters, no #)',
        tags,
        responses: {
          200: self('The profile after the change'),
          400: errorAnswer('Too many, repeated or wrong keywords (VALIDATION_FAILED)'),
          404: noProfile,
        },
      }),
      validate('json', keywordsRequestSchema),
      async (c) =>
        c.json(await service.setKeywords(c.get('auth').userId, c.req.valid('json').keywords)),
    )
    .patch(
      '/enabled',
      describeRoute({
        operationId: 'setCounselorEnabled',
        summary:
          'Pause (false) or resume the whole counselor account: paused, it is hidden from search and public lists and its products cannot be ordered',
        tags,
        responses: {
          200: self('The profile after the change'),
          400: errorAnswer('value is not a boolean (VALIDATION_FAILED)'),
          404: noProfile,
        },
      }),
      validate('json', enabledRequestSchema),
      async (c) =>
        c.json(await service.setEnabled(c.get('auth').userId, c.req.valid('json').value)),
    );
}

const nameQuerySchema = v.object({ name: counselorNameSchema });

/** /api/client/counselors/exists-name: for any logged-in user (applicants check their name). */
export function nameRoutes(service: OfficeService) {
  return new Hono<AuthEnv>().get(
    '/exists-name',
    describeRoute({
      operationId: 'counselorNameExists',
      summary: 'Whether another counselor already uses this name (the caller’s own is not taken)',
      tags,
      responses: {
        200: answer('Whether it is taken', nameExistsSchema),
        400: errorAnswer('Not a possible counselor name (VALIDATION_FAILED)'),
      },
    }),
    validate('query', nameQuerySchema),
    async (c) => c.json(await service.nameExists(c.get('auth').userId, c.req.valid('query').name)),
  );
}
