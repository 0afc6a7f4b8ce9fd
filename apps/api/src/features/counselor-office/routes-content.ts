import {
  certificateRequestSchema,
  counselorFaqRequestSchema,
  counselorFaqSchema,
  galleryAddRequestSchema,
  galleryCaptionRequestSchema,
  galleryImageSchema,
  idOrderRequestSchema,
  ownCertificateSchema,
} from '@arcana/domain';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { AppError } from '../../lib/app-error';
import { idPathParameter, MAX_SERIAL_ID } from '../../lib/cursor-page';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import { officeMessages as m } from './messages';
import { noProfile, tags } from './routes-profile';
import type { OfficeService } from './service';

const certificates = answer(
  'Every certificate, in order, each with the upload its image comes from (null: drawn)',
  v.array(ownCertificateSchema),
);
const gallery = answer('Every gallery picture, in order', v.array(galleryImageSchema));
const faqs = answer('Every question and answer, in order', v.array(counselorFaqSchema));
const full = (what: string, code: string) => errorAnswer(`Already ${what} (${code})`);
const mismatch = errorAnswer('ids are not exactly the counselor’s (ORDER_MISMATCH)');

/** A path id; one no serial can hold names nothing (404 as the caller's missing row). */
const pathId = (c: Context, notFound: string) => {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_SERIAL_ID) throw AppError.notFound(notFound);
  return id;
};

/**
 * /api/client/counselor/certificates, /gallery and /faqs: what the public profile shows besides
 * the card. Each write answers the whole list after it.
 */
export function contentRoutes(service: OfficeService) {
  const user = (c: Context<AuthEnv>) => c.get('auth').userId;
  return (
    new Hono<AuthEnv>()
      // ---- certificates ----
      .get(
        '/certificates',
        describeRoute({
          operationId: 'listCounselorCertificates',
          summary: 'The caller’s certificates',
          tags,
          responses: { 200: certificates, 404: noProfile },
        }),
        async (c) => c.json(await service.certificates(user(c))),
      )
      .post(
        '/certificates',
        describeRoute({
          operationId: 'addCounselorCertificate',
          summary: 'Add a certificate (up to 10), its image an upload of the caller or none',
          tags,
          responses: {
            200: certificates,
            400: errorAnswer('A field is wrong (VALIDATION_FAILED)'),
            403: errorAnswer('Someone else’s upload (FORBIDDEN)'),
            404: noProfile,
            409: full('10 certificates', 'CERTIFICATES_FULL'),
          },
        }),
        validate('json', certificateRequestSchema),
        async (c) => c.json(await service.addCertificate(user(c), c.req.valid('json'))),
      )
      .put(
        '/certificates/:id{[0-9]+}',
        describeRoute({
          operationId: 'updateCounselorCertificate',
          summary: 'Change one of the caller’s certificates',
          tags,
          parameters: [idPathParameter('id')],
          responses: {
            200: certificates,
            400: errorAnswer('A field is wrong (VALIDATION_FAILED)'),
            404: errorAnswer('Not one of the caller’s certificates (NOT_FOUND)'),
          },
        }),
        validate('json', certificateRequestSchema),
        async (c) =>
          c.json(
            await service.updateCertificate(
              user(c),
              pathId(c, m.certificateNotFound),
              c.req.valid('json'),
            ),
          ),
      )
      .delete(
        '/certificates/:id{[0-9]+}',
        describeRoute({
          operationId: 'deleteCounselorCertificate',
          summary: 'Delete one of the caller’s certificates (its image too)',
          tags,
          parameters: [idPathParameter('id')],
          responses: {
            200: certificates,
            404: errorAnswer('Not one of the caller’s certificates (NOT_FOUND)'),
          },
        }),
        async (c) =>
          c.json(await service.deleteCertificate(user(c), pathId(c, m.certificateNotFound))),
      )
      // ---- gallery ----
      .get(
        '/gallery',
        describeRoute({
          operationId: 'listCounselorGalleryOwn',
          summary: 'The caller’s gallery, in order',
          tags,
          responses: { 200: gallery, 404: noProfile },
        }),
        async (c) => c.json(await service.gallery(user(c))),
      )
      .post(
        '/gallery',
        describeRoute({
          operationId: 'addCounselorGalleryImage',
          summary: 'Add an upload of the caller at the end of the gallery (up to 30)',
          tags,
          responses: {
            200: gallery,
            400: errorAnswer('A field is wrong (VALIDATION_FAILED)'),
            403: errorAnswer('Someone else’s upload (FORBIDDEN)'),
            404: errorAnswer('Unknown upload (UPLOAD_NOT_FOUND) or no counselor profile'),
            409: full('30 pictures', 'GALLERY_FULL'),
          },
        }),
        validate('json', galleryAddRequestSchema),
        async (c) => c.json(await service.addGalleryImage(user(c), c.req.valid('json'))),
      )
      .put(
        '/gallery/order',
        describeRoute({
          operationId: 'orderCounselorGallery',
          summary: 'Put the gallery in this order (exactly the caller’s picture ids)',
          tags,
          responses: { 200: gallery, 400: errorAnswer('Not a list of ids'), 409: mismatch },
        }),
        validate('json', idOrderRequestSchema),
        async (c) => c.json(await service.orderGallery(user(c), c.req.valid('json').ids)),
      )
      .patch(
        '/gallery/:id{[0-9]+}',
        describeRoute({
          operationId: 'captionCounselorGalleryImage',
          summary: 'Change the caption of one of the caller’s gallery pictures',
          tags,
          parameters: [idPathParameter('id')],
          responses: {
            200: gallery,
            400: errorAnswer('A caption over 60 characters (VALIDATION_FAILED)'),
            404: errorAnswer('Not one of the caller’s pictures (NOT_FOUND)'),
          },
        }),
        validate('json', galleryCaptionRequestSchema),
        async (c) =>
          c.json(
            await service.captionGalleryImage(
              user(c),
              pathId(c, m.galleryImageNotFound),
              c.req.valid('json').caption,
            ),
          ),
      )
      .delete(
        '/gallery/:id{[0-9]+}',
        describeRoute({
          operationId: 'deleteCounselorGalleryImage',
          summary: 'Delete one of the caller’s gallery pictures (the upload too)',
          tags,
          parameters: [idPathParameter('id')],
          responses: {
            200: gallery,
            404: errorAnswer('Not one of the caller’s pictures (NOT_FOUND)'),
          },
        }),
        async (c) =>
          c.json(await service.deleteGalleryImage(user(c), pathId(c, m.galleryImageNotFound))),
      )
      // ---- FAQs ----
      .get(
        '/faqs',
        describeRoute({
          operationId: 'listCounselorFaqs',
          summary: 'The caller’s questions and answers, in order',
          tags,
          responses: { 200: faqs, 404: noProfile },
        }),
        async (c) => c.json(await service.faqs(user(c))),
      )
      .post(
        '/faqs',
        describeRoute({
          operationId: 'addCounselorFaq',
          summary: 'Add a question and answer at the end (up to 20)',
          tags,
          responses: {
            200: faqs,
            400: errorAnswer('A field is wrong (VALIDATION_FAILED)'),
            404: noProfile,
            409: full('20 questions', 'FAQS_FULL'),
          },
        }),
        validate('json', counselorFaqRequestSchema),
        async (c) => c.json(await service.addFaq(user(c), c.req.valid('json'))),
      )
      .put(
        '/faqs/order',
        describeRoute({
          operationId: 'orderCounselorFaqs',
          summary: 'Put the questions in this order (exactly the caller’s ids)',
          tags,
          responses: { 200: faqs, 400: errorAnswer('Not a list of ids'), 409: mismatch },
        }),
        validate('json', idOrderRequestSchema),
        async (c) => c.json(await service.orderFaqs(user(c), c.req.valid('json').ids)),
      )
      .put(
        '/faqs/:id{[0-9]+}',
        describeRoute({
          operationId: 'updateCounselorFaq',
          summary: 'Change one of the caller’s questions and answers',
          tags,
          parameters: [idPathParameter('id')],
          responses: {
            200: faqs,
            400: errorAnswer('A field is wrong (VALIDATION_FAILED)'),
            404: errorAnswer('Not one of the caller’s questions (NOT_FOUND)'),
          },
        }),
        validate('json', counselorFaqRequestSchema),
        async (c) =>
          c.json(await service.updateFaq(user(c), pathId(c, m.faqNotFound), c.req.valid('json'))),
      )
      .delete(
        '/faqs/:id{[0-9]+}',
        describeRoute({
          operationId: 'deleteCounselorFaq',
          summary: 'Delete one of the caller’s questions and answers',
          tags,
          parameters: [idPathParameter('id')],
          responses: {
            200: faqs,
            404: errorAnswer('Not one of the caller’s questions (NOT_FOUND)'),
          },
        }),
        async (c) => c.json(await service.deleteFaq(user(c), pathId(c, m.faqNotFound))),
      )
  );
}
