import {
  adminNoticeSchema,
  eventRequestSchema,
  eventSchema,
  faqCategoryRequestSchema,
  faqCategorySchema,
  faqRequestSchema,
  faqSchema,
  noticeRequestSchema,
} from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import type { ContentService } from '../content';
import { contentIdOf } from './content-ids';
import { adminMessages as m } from './messages';
import { pathParameter, tags } from './route-parts';

// /api/admin/notices, events, faq-categories and faqs: the operator keeps the content the
// public pages show, through the content feature's service. Routed inside adminRoutes, whose
// login and ADMIN check cover them. Writes answer 201 (created), 200 (replaced) or 204.

const deleted = { 204: { description: 'Deleted' } };
const faqListQuerySchema = v.object({
  categoryId: v.optional(
    v.pipe(
      v.string(m.content.categoryId),
      v.regex(/^[1-9][0-9]{0,9}$/, m.content.categoryId),
      v.transform(Number),
      v.maxValue(2_147_483_647, m.content.categoryId),
    ),
  ),
});

/** /api/admin/notices: scheduled ones too, newest first. */
export function noticeAdminRoutes(content: ContentService) {
  const one = (description: string) => answer(description, adminNoticeSchema);
  return new Hono<AuthEnv>()
    .get(
      '/',
      describeRoute({
        operationId: 'adminListNotices',
        summary: 'Every notice, scheduled ones too (published false), newest first',
        tags,
        responses: { 200: answer('The notices', v.array(adminNoticeSchema)) },
      }),
      async (c) => c.json(await content.adminNotices()),
    )
    .post(
      '/',
      describeRoute({
        operationId: 'adminCreateNotice',
        summary: 'Write a notice (Markdown body); publishedAt later than now = scheduled',
        tags,
        responses: {
          201: one('The notice'),
          400: errorAnswer('A bad category, title, body or time (VALIDATION_FAILED)'),
        },
      }),
      validate('json', noticeRequestSchema),
      async (c) => c.json(await content.createNotice(c.req.valid('json')), 201),
    )
    .put(
      '/:id',
      describeRoute({
        operationId: 'adminUpdateNotice',
        summary: 'Replace a notice; publishedAt absent keeps it, null = now',
        tags,
        parameters: [pathParameter('id')],
        responses: {
          200: one('The notice'),
          400: errorAnswer('A bad field (VALIDATION_FAILED)'),
          404: errorAnswer('No such notice (NOTICE_NOT_FOUND)'),
        },
      }),
      validate('json', noticeRequestSchema),
      async (c) => {
        const id = contentIdOf('notice', c.req.param('id'));
        return c.json(await content.updateNotice(id, c.req.valid('json')));
      },
    )
    .delete(
      '/:id',
      describeRoute({
        operationId: 'adminDeleteNotice',
        summary: 'Delete a notice',
        tags,
        parameters: [pathParameter('id')],
        responses: { ...deleted, 404: errorAnswer('No such notice (NOTICE_NOT_FOUND)') },
      }),
      async (c) => {
        await content.deleteNotice(contentIdOf('notice', c.req.param('id')));
        return c.body(null, 204);
      },
    );
}

/** /api/admin/events: every event with its state now; the image is the operator's upload. */
export function eventAdminRoutes(content: ContentService) {
  const one = (description: string) => answer(description, eventSchema);
  return new Hono<AuthEnv>()
    .get(
      '/',
      describeRoute({
        operationId: 'adminListEvents',
        summary: 'Every event with its state now',
        tags,
        responses: { 200: answer('The events', v.array(eventSchema)) },
      }),
      async (c) => c.json(await content.adminEvents()),
    )
    .post(
      '/',
      describeRoute({
        operationId: 'adminCreateEvent',
        summary:
          'Write an event: a bare YYYY-MM-DD is a whole Seoul day; imageUploadId one of the operator’s own uploads',
        tags,
        responses: {
          201: one('The event'),
          400: errorAnswer('A bad field or an end before the start (VALIDATION_FAILED)'),
          403: errorAnswer('The image is someone else’s upload'),
          404: errorAnswer('No such upload'),
          409: errorAnswer('The upload is already attached elsewhere'),
        },
      }),
      validate('json', eventRequestSchema),
      async (c) =>
        c.json(await content.createEvent(c.req.valid('json'), c.get('auth').userId), 201),
    )
    .put(
      '/:id',
      describeRoute({
        operationId: 'adminUpdateEvent',
        summary: 'Replace an event (a replaced image is deleted)',
        tags,
        parameters: [pathParameter('id')],
        responses: {
          200: one('The event'),
          400: errorAnswer('A bad field (VALIDATION_FAILED)'),
          403: errorAnswer('The image is someone else’s upload'),
          404: errorAnswer('No such event (EVENT_NOT_FOUND) or upload'),
          409: errorAnswer('The upload is already attached elsewhere'),
        },
      }),
      validate('json', eventRequestSchema),
      async (c) => {
        const id = contentIdOf('event', c.req.param('id'));
        return c.json(await content.updateEvent(id, c.req.valid('json'), c.get('auth').userId));
      },
    )
    .delete(
      '/:id',
      describeRoute({
        operationId: 'adminDeleteEvent',
        summary: 'Delete an event and its image',
        tags,
        parameters: [pathParameter('id')],
        responses: { ...deleted, 404: errorAnswer('No such event (EVENT_NOT_FOUND)') },
      }),
      async (c) => {
        await content.deleteEvent(contentIdOf('event', c.req.param('id')));
        return c.body(null, 204);
      },
    );
}

/** /api/admin/faq-categories: by position. */
export function faqCategoryAdminRoutes(content: ContentService) {
  const one = (description: string) => answer(description, faqCategorySchema);
  return new Hono<AuthEnv>()
    .get(
      '/',
      describeRoute({
        operationId: 'adminListFaqCategories',
        summary: 'The FAQ categories by position',
        tags,
        responses: { 200: answer('The categories', v.array(faqCategorySchema)) },
      }),
      async (c) => c.json(await content.faqCategories()),
    )
    .post(
      '/',
      describeRoute({
        operationId: 'adminCreateFaqCategory',
        summary: 'Add a FAQ category (position absent = last)',
        tags,
        responses: {
          201: one('The category'),
          400: errorAnswer('A bad name or position (VALIDATION_FAILED)'),
          409: errorAnswer('Another category has the name (FAQ_CATEGORY_NAME_TAKEN)'),
        },
      }),
      validate('json', faqCategoryRequestSchema),
      async (c) => c.json(await content.createFaqCategory(c.req.valid('json')), 201),
    )
    .put(
      '/:id',
      describeRoute({
        operationId: 'adminUpdateFaqCategory',
        summary: 'Rename or move a FAQ category',
        tags,
        parameters: [pathParameter('id')],
        responses: {
          200: one('The category'),
          400: errorAnswer('A bad name or position (VALIDATION_FAILED)'),
          404: errorAnswer('No such category (FAQ_CATEGORY_NOT_FOUND)'),
          409: errorAnswer('Another category has the name (FAQ_CATEGORY_NAME_TAKEN)'),
        },
      }),
      validate('json', faqCategoryRequestSchema),
      async (c) => {
        const id = contentIdOf('faqCategory', c.req.param('id'));
        return c.json(await content.updateFaqCategory(id, c.req.valid('json')));
      },
    )
    .delete(
      '/:id',
      describeRoute({
        operationId: 'adminDeleteFaqCategory',
        summary: 'Delete an empty FAQ category',
        tags,
        parameters: [pathParameter('id')],
        responses: {
          ...deleted,
          404: errorAnswer('No such category (FAQ_CATEGORY_NOT_FOUND)'),
          409: errorAnswer('It still holds questions (FAQ_CATEGORY_NOT_EMPTY)'),
        },
      }),
      async (c) => {
        await content.deleteFaqCategory(contentIdOf('faqCategory', c.req.param('id')));
        return c.body(null, 204);
      },
    );
}

/** /api/admin/faqs: by category position, then position. */
export function faqAdminRoutes(content: ContentService) {
  const one = (description: string) => answer(description, faqSchema);
  return new Hono<AuthEnv>()
    .get(
      '/',
      describeRoute({
        operationId: 'adminListFaqs',
        summary: 'The FAQs (of one category with categoryId), by category position then position',
        tags,
        responses: {
          200: answer('The questions', v.array(faqSchema)),
          400: errorAnswer('A bad categoryId (VALIDATION_FAILED)'),
        },
      }),
      validate('query', faqListQuerySchema),
      async (c) => c.json(await content.listFaqs(c.req.valid('query'))),
    )
    .post(
      '/',
      describeRoute({
        operationId: 'adminCreateFaq',
        summary: 'Add a question and its Markdown answer (position absent = last)',
        tags,
        responses: {
          201: one('The question'),
          400: errorAnswer('A bad field or an unknown categoryId (VALIDATION_FAILED)'),
          409: errorAnswer('The same question exists (FAQ_QUESTION_TAKEN)'),
        },
      }),
      validate('json', faqRequestSchema),
      async (c) => c.json(await content.createFaq(c.req.valid('json')), 201),
    )
    .put(
      '/:id',
      describeRoute({
        operationId: 'adminUpdateFaq',
        summary: 'Replace a question and its answer',
        tags,
        parameters: [pathParameter('id')],
        responses: {
          200: one('The question'),
          400: errorAnswer('A bad field or an unknown categoryId (VALIDATION_FAILED)'),
          404: errorAnswer('No such question (FAQ_NOT_FOUND)'),
          409: errorAnswer('The same question exists (FAQ_QUESTION_TAKEN)'),
        },
      }),
      validate('json', faqRequestSchema),
      async (c) => {
        const id = contentIdOf('faq', c.req.param('id'));
        return c.json(await content.updateFaq(id, c.req.valid('json')));
      },
    )
    .delete(
      '/:id',
      describeRoute({
        operationId: 'adminDeleteFaq',
        summary: 'Delete a question',
        tags,
        parameters: [pathParameter('id')],
        responses: { ...deleted, 404: errorAnswer('No such question (FAQ_NOT_FOUND)') },
      }),
      async (c) => {
        await content.deleteFaq(contentIdOf('faq', c.req.param('id')));
        return c.body(null, 204);
      },
    );
}
