import type { CounselorCertificate, GalleryImage, OwnCertificate } from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { toImage } from '../uploads';
import { createProfileRepository } from './profile-repository';
import { certificateImagePath, drawnImage, galleryImagePath } from './views';

// A counselor's certificates and gallery as every answer shows them (the public profile and the
// counselor's own back office): an uploaded image, or the picture drawn by code.

export async function certificatesOf(
  db: AppDb,
  counselorId: number,
): Promise<CounselorCertificate[]> {
  return (await ownCertificatesOf(db, counselorId)).map(
    ({ uploadId: _, ...certificate }) => certificate,
  );
}

/** The certificates as their owner reads them: each with the upload its image comes from. */
export async function ownCertificatesOf(db: AppDb, counselorId: number): Promise<OwnCertificate[]> {
  const rows = await createProfileRepository(db).certificatesOf(counselorId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    issuer: row.issuer,
    grade: row.grade,
    issuedOn: row.issuedOn,
    image: row.upload
      ? toImage(row.upload)
      : drawnImage(certificateImagePath(counselorId, row.id, row.art), `certificate-${row.id}.svg`),
    uploadId: row.upload?.id ?? null,
  }));
}

/** The gallery in position order; `limit` for the profile's first images. */
export async function galleryOf(
  db: AppDb,
  counselorId: number,
  limit?: number,
): Promise<GalleryImage[]> {
  const rows = await createProfileRepository(db).galleryOf(counselorId, limit);
  return rows.map((row) => ({
    id: row.id,
    caption: row.caption,
    image: row.upload
      ? toImage(row.upload)
      : drawnImage(galleryImagePath(counselorId, row.id, row.art), `gallery-${row.id}.svg`),
  }));
}
