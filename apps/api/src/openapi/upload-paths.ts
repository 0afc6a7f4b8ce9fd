import { STORED_THUMBNAIL_WIDTHS } from '@arcana/domain';

// OpenAPI entries of image uploads, the stored files and the profile image (hand-built like
// document.ts).

const json = (schema: object) => ({ 'application/json': { schema } });
const error = (description: string) => ({
  description,
  content: json({ $ref: '#/components/schemas/ErrorBody' }),
});
const bearer = [{ bearerAuth: [] }];
const userAnswer = {
  description: 'The caller as User',
  content: json({ $ref: '#/components/schemas/User' }),
};
const unauthenticated = error('No valid access token (UNAUTHENTICATED)');
const text = { type: 'string' };

const image = {
  type: 'object',
  required: ['fileUri', 'thumbUri150', 'thumbUri360', 'thumbUri780', 'thumbUri1600', 'originName'],
  properties: {
    fileUri: { type: 'string', examples: ['/api/public/files/<uploadId>/original.jpg'] },
    thumbUri150: { type: 'string', examples: ['/api/public/files/<uploadId>/w150.webp'] },
    thumbUri360: text,
    thumbUri780: text,
    thumbUri1600: text,
    originName: text,
  },
};

export const uploadPaths = {
  '/api/client/uploads': {
    post: {
      operationId: 'uploadImage',
      summary: `Store a JPEG, PNG, WebP or GIF (first frame) of at most 10 MB and 40 megapixels: turned upright by EXIF, metadata removed, WebP thumbnails ${STORED_THUMBNAIL_WIDTHS.join('/')} px wide (never enlarged)`,
      security: bearer,
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: { file: { type: 'string', format: 'binary' } },
            },
          },
        },
      },
      responses: {
        '201': {
          description: 'Stored; the caller owns the upload',
          content: json({
            type: 'object',
            required: ['uploadId', 'image'],
            properties: { uploadId: { type: 'string', format: 'uuid' }, image },
          }),
        },
        '400': error(
          'No file (UPLOAD_FILE_REQUIRED), not a JPEG/PNG/WebP/GIF (UPLOAD_NOT_AN_IMAGE) or over 40 megapixels (UPLOAD_TOO_MANY_PIXELS)',
        ),
        '401': unauthenticated,
        '413': error('Over 10 MB (UPLOAD_TOO_LARGE)'),
      },
    },
  },
  '/api/public/files/{key}': {
    get: {
      operationId: 'getStoredFile',
      summary: 'A stored original or thumbnail; immutable, cached for a year',
      parameters: [
        {
          name: 'key',
          in: 'path',
          required: true,
          description: 'e.g. <uploadId>/w360.webp (may contain /)',
          schema: { type: 'string' },
        },
      ],
      responses: {
        '200': {
          description: 'The file, with Cache-Control: public, max-age=31536000, immutable',
          content: {
            'image/jpeg': { schema: { type: 'string', format: 'binary' } },
            'image/png': { schema: { type: 'string', format: 'binary' } },
            'image/webp': { schema: { type: 'string', format: 'binary' } },
          },
        },
        '404': error('No such file'),
      },
    },
  },
  '/api/client/me/profile-image': {
    patch: {
      operationId: 'setProfileImage',
      summary: "Use one of the caller's uploads as their profile image",
      security: bearer,
      requestBody: {
        required: true,
        content: json({
          type: 'object',
          required: ['uploadId'],
          properties: { uploadId: { type: 'string', format: 'uuid' } },
        }),
      },
      responses: {
        '200': userAnswer,
        '400': error('uploadId is not a uuid'),
        '401': unauthenticated,
        '403': error("Someone else's upload (FORBIDDEN)"),
        '404': error('Unknown upload (UPLOAD_NOT_FOUND)'),
      },
    },
    delete: {
      operationId: 'removeProfileImage',
      summary: 'Remove the profile image',
      security: bearer,
      responses: { '200': userAnswer, '401': unauthenticated },
    },
  },
} as const;
