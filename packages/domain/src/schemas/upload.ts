import * as v from 'valibot';

/** Who may fetch an upload's files: anyone (/api/public/files) or only who its purpose allows. */
export const UPLOAD_VISIBILITIES = ['PUBLIC', 'PRIVATE'] as const;

/** POST /api/client/uploads: a multipart form; `file` holds the image, PUBLIC by default. */
export const uploadFormSchema = v.object({
  file: v.file('사진을 골라 주세요.'),
  visibility: v.optional(v.picklist(UPLOAD_VISIBILITIES), 'PUBLIC'),
});
