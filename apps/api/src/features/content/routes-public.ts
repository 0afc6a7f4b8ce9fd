import {
  eventPageSchema,
  eventSchema,
  faqCategorySchema,
  faqSchema,
  guestInquiryRequestSchema,
  guestInquiryResponseSchema,
  noticePageSchema,
  noticeSchema,
  pageSchema,
} from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import {
  eventListQuerySchema,
  faqListQuerySchema,
  idParamSchema,
  noticeListQuerySchema,
  slugParamSchema,
} from './schemas';
import type { ContentService } from './service';

const tags = ['content'];

/** GET /api/public/notices, /api/public/notices/{id}: published notices only. */
export function noticeRoutes(service: ContentService) {
  return new Hono()
    .get(
      '/',
      describeRoute({
        operationId: 'listNotices',
        summary:
          'Published notices (publishedAt ≤ now), pinned first, then newest; pageSize 1–50 (10)',
        tags,
        responses: {
          200: answer('A page of notices', noticePageSchema),
          400: errorAnswer('A bad page, page size or category (VALIDATION_FAILED)'),
        },
      }),
      validate('query', noticeListQuerySchema),
      async (c) => c.json(await service.listNotices(c.req.valid('query'))),
    )
    .get(
      '/:id{[0-9]+}',
      describeRoute({
        operationId: 'getNotice',
        summary: 'One published notice with the older (previous) and newer (next) one',
        tags,
        responses: {
          200: answer('The notice, its Markdown body and neighbours', noticeSchema),
          400: errorAnswer('The id is not a positive integer (VALIDATION_FAILED)'),
          404: errorAnswer('No such published notice (NOTICE_NOT_FOUND)'),
        },
      }),
      validate('param', idParamSchema),
      async (c) => c.json(await service.getNotice(c.req.valid('param').id)),
    );
}

/** GET /api/public/events, /api/public/events/{id}: the state follows the period. */
export function eventRoutes(service: ContentService) {
  return new Hono()
    .get(
      '/',
      describeRoute({
        operationId: 'listEvents',
        summary:
          'Events of one state (ONGOING: ending soonest first, UPCOMING: starting soonest, ENDED: ended latest), or all in that order',
        tags,
        responses: {
          200: answer('A page of events', eventPageSchema),
          400: errorAnswer('A bad page, page size or state (VALIDATION_FAILED)'),
        },
      }),
      validate('query', eventListQuerySchema),
      async (c) => c.json(await service.listEvents(c.req.valid('query'))),
    )
    .get(
      '/:id{[0-9]+}',
      describeRoute({
        operationId: 'getEvent',
        summary: 'One event with its Markdown body and call to action',
        tags,
        responses: {
          200: answer('The event', eventSchema),
          400: errorAnswer('The id is not a positive integer (VALIDATION_FAILED)'),
          404: errorAnswer('No such event (EVENT_NOT_FOUND)'),
        },
      }),
      validate('param', idParamSchema),
      async (c) => c.json(await service.getEvent(c.req.valid('param').id)),
    );
}

/** GET /api/public/faq-categories. */
export function faqCategoryRoutes(service: ContentService) {
  return new Hono().get(
    '/',
    describeRoute({
      operationId: 'listFaqCategories',
      summary: 'The FAQ categories in their order',
      tags,
      responses: { 200: answer('Every category', v.array(faqCategorySchema)) },
    }),
    async (c) => c.json(await service.faqCategories()),
  );
}

/** GET /api/public/faqs?categoryId=&search=. */
export function faqRoutes(service: ContentService) {
  return new Hono().get(
    '/',
    describeRoute({
      operationId: 'listFaqs',
      summary:
        'FAQs by category position, then their own; categoryId narrows, search (1–50) matches question or answer case-insensitively',
      tags,
      responses: {
        200: answer('The matching questions with their Markdown answers', v.array(faqSchema)),
        400: errorAnswer('A bad category id or search (VALIDATION_FAILED)'),
      },
    }),
    validate('query', faqListQuerySchema),
    async (c) => c.json(await service.listFaqs(c.req.valid('query'))),
  );
}

/** GET /api/public/pages/{slug}: what the catch-all /{slug} shows. */
export function pageRoutes(service: ContentService) {
  return new Hono().get(
    '/:slug',
    describeRoute({
      operationId: 'getPage',
      summary: 'A stored page (terms, privacy, refund, youth-protection…) by its slug',
      tags,
      responses: {
        200: answer('The page, its Markdown body', pageSchema),
        400: errorAnswer('Not a slug: 2–60 of a–z, 0–9 and - (VALIDATION_FAILED)'),
        404: errorAnswer('No page has the slug (PAGE_NOT_FOUND)'),
      },
    }),
    validate('param', slugParamSchema),
    async (c) => c.json(await service.getPage(c.req.valid('param').slug)),
  );
}

/**
 * POST /api/public/inquiries: a guest's inquiry, answered by e-mail. A bearer sent along is
 * ignored (the web app sends a logged-in user's to /api/client/claims/inquiries).
 */
export function guestInquiryRoutes(service: ContentService) {
  return new Hono().post(
    '/',
    describeRoute({
      operationId: 'sendGuestInquiry',
      summary: 'A guest’s inquiry with the e-mail the answer goes to and the privacy consent',
      tags,
      responses: {
        201: answer('The inquiry’s number and the e-mail', guestInquiryResponseSchema),
        400: errorAnswer(
          'A field is wrong, the e-mail is missing or the consent not given (VALIDATION_FAILED)',
        ),
        429: errorAnswer(
          'Three inquiries from this e-mail within the last day (TOO_MANY_INQUIRIES, Retry-After)',
        ),
      },
    }),
    validate('json', guestInquiryRequestSchema),
    async (c) => c.json(await service.createGuestInquiry(c.req.valid('json')), 201),
  );
}
