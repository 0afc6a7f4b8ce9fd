import { STORED_THUMBNAIL_WIDTHS, uploadFormSchema, uploadResponseSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { AppError } from '../../lib/app-error';
import { messages } from '../../lib/messages';
import { answer, errorAnswer, jsonSchemaOf } from '../../lib/openapi';
import type { AuthEnv } from '../../middleware/auth';
import { bodySizeLimit } from '../../middleware/body-limit';
import type { FileStorage } from '../../providers/storage/file-storage';
import { isSafeStorageKey } from '../../providers/storage/file-storage';
import { ImageRejectedError, type ImageRejection, UPLOAD_MAX_BYTES } from './image-processing';
import type { UploadVisibility } from './repository';
import { PRIVATE_KEY_PREFIX, type UploadService } from './service';

// The multipart envelope (boundaries, headers, the file name) around a 10 MB file.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => new AppError(413, 'UPLOAD_TOO_LARGE', messages.upload.tooLarge);

const rejectionMessages: Record<ImageRejection, string> = {
  'not-an-image': messages.upload.notAnImage,
  'too-many-pixels': messages.upload.tooManyPixels,
};

const badFile = (code: string, message: string) =>
  new AppError(400, code, message, [{ field: 'file', message }]);

/** The optional multipart field `visibility`: PUBLIC (the default) or PRIVATE. */
function visibilityOf(field: unknown): UploadVisibility {
  if (field === undefined || field === '') return 'PUBLIC';
  if (field === 'PUBLIC' || field === 'PRIVATE') return field;
  throw new AppError(400, 'VALIDATION_FAILED', messages.validationFailed, [
    { field: 'visibility', message: messages.upload.badVisibility },
  ]);
}

/**
 * POST /api/client/uploads, multipart field `file` (and optional `visibility`) → 201
 * { uploadId, image }.
 */
export function uploadRoutes(uploads: UploadService) {
  return new Hono<AuthEnv>().post(
    '/',
    describeRoute({
      operationId: 'uploadImage',
      summary: `Store a JPEG, PNG, WebP or GIF (first frame) of at most 10 MB and 40 megapixels: turned upright by EXIF, metadata removed, WebP thumbnails ${STORED_THUMBNAIL_WIDTHS.join('/')} px wide (never enlarged)`,
      tags: ['uploads'],
      requestBody: {
        required: true,
        content: { 'multipart/form-data': { schema: jsonSchemaOf(uploadFormSchema) } },
      },
      responses: {
        201: answer('Stored; the caller owns the upload', uploadResponseSchema),
        400: errorAnswer(
          'No file (UPLOAD_FILE_REQUIRED), not a JPEG/PNG/WebP/GIF (UPLOAD_NOT_AN_IMAGE), over 40 megapixels (UPLOAD_TOO_MANY_PIXELS) or a bad visibility (VALIDATION_FAILED)',
        ),
        413: errorAnswer('Over 10 MB (UPLOAD_TOO_LARGE)'),
      },
    }),
    // Stops reading a bigger body at the limit, with or without a Content-Length.
    bodySizeLimit({
      maxSize: UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
      onTooLarge: () => {
        throw tooLarge();
      },
    }),
    async (c) => {
      const form = await c.req.parseBody().catch(() => {
        throw badFile('UPLOAD_FILE_REQUIRED', messages.upload.fileRequired);
      });
      const file = form.file;
      if (!(file instanceof File)) {
        throw badFile('UPLOAD_FILE_REQUIRED', messages.upload.fileRequired);
      }
      if (file.size > UPLOAD_MAX_BYTES) throw tooLarge();
      if (file.size === 0) throw badFile('UPLOAD_NOT_AN_IMAGE', messages.upload.notAnImage);
      const visibility = visibilityOf(form.visibility);

      try {
        const bytes = new Uint8Array(await file.arrayBuffer());
        const answer = await uploads.upload(c.get('auth').userId, bytes, file.name, visibility);
        return c.json(answer, 201);
      } catch (error) {
        if (!(error instanceof ImageRejectedError)) throw error;
        const code =
          error.reason === 'too-many-pixels' ? 'UPLOAD_TOO_MANY_PIXELS' : 'UPLOAD_NOT_AN_IMAGE';
        throw badFile(code, rejectionMessages[error.reason]);
      }
    },
  );
}

/**
 * GET /api/public/files/<key>: the stored originals and thumbnails. Keys hold a fresh uuid and
 * never change content, so browsers and CDNs may keep them for a year.
 */
export function publicFileRoutes(storage: FileStorage) {
  return new Hono().get(
    '/:key{.+}',
    describeRoute({
      operationId: 'getStoredFile',
      summary: 'A stored original or thumbnail of a PUBLIC upload; immutable, cached for a year',
      tags: ['uploads'],
      parameters: [
        {
          name: 'key',
          in: 'path',
          required: true,
          description: 'e.g. <uploadId>/w360.webp (may contain /)',
          schema: jsonSchemaOf(v.string()),
        },
      ],
      responses: {
        200: {
          description: 'The file, with Cache-Control: public, max-age=31536000, immutable',
          content: { 'image/jpeg': {}, 'image/png': {}, 'image/webp': {} },
        },
        404: errorAnswer('No such file'),
      },
    }),
    async (c) => {
      const key = c.req.param('key');
      // PRIVATE uploads live under private/ and are served only by GET /api/client/files.
      const servable = isSafeStorageKey(key) && !key.startsWith(PRIVATE_KEY_PREFIX);
      const file = servable ? await storage.get(key) : null;
      if (!file) throw AppError.notFound();
      return c.body(file.bytes, 200, {
        'Content-Type': file.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );
}
