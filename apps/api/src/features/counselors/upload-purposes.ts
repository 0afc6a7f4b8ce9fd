import type { UploadPurpose } from '../uploads';
import { counselorCertificates, counselorGalleryImages, counselors } from './tables';

// Where this feature keeps upload ids (DESIGN: a feature that stores an upload's id attaches
// it). All are public pictures of a public profile.

export const COUNSELOR_UPLOAD_PURPOSES = [
  {
    name: 'counselor-profile-image',
    visibility: 'PUBLIC',
    columns: [counselors.profileImageUploadId],
  },
  {
    name: 'counselor-certificate-image',
    visibility: 'PUBLIC',
    columns: [counselorCertificates.imageUploadId],
  },
  {
    name: 'counselor-gallery-image',
    visibility: 'PUBLIC',
    columns: [counselorGalleryImages.uploadId],
  },
] satisfies UploadPurpose[];
