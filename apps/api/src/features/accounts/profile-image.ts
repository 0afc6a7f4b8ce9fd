import type { UploadPurpose, Uploads } from '../uploads';
import { users } from './tables';

/** users.profile_image_id holds uploads attached to this purpose; public, like every face. */
export const profileImagePurpose = {
  name: 'profile-image',
  visibility: 'PUBLIC',
  columns: [users.profileImageId],
} satisfies UploadPurpose;

/** What accounts needs of the uploads feature: its purposes, attach and detach. */
export type AccountUploads = Pick<Uploads, 'purposes' | 'attach' | 'detach'>;
