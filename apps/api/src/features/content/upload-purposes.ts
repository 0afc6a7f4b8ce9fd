import type { UploadPurpose } from '../uploads';
import { events } from './tables';

/** An event's picture: one of the operator's uploads, shown to anyone. */
export const EVENT_IMAGE_PURPOSE = 'event-image';

export const CONTENT_UPLOAD_PURPOSES = [
  { name: EVENT_IMAGE_PURPOSE, visibility: 'PUBLIC', columns: [events.imageUploadId] },
] satisfies UploadPurpose[];
