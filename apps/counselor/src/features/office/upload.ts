import { uploadImage } from '@arcana/api-client';

/** Whether a picked file is a picture the api takes (the api checks again). */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/** Uploads a picked picture; the answer's uploadId is then attached by the screen's own call. */
export function uploadPicked(file: File) {
  return uploadImage(file, file.name);
}
