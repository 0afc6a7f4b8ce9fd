import { expect, it } from 'vitest';
import { uploadIdOf } from './upload-id';

const image = (fileUri: string) => ({
  fileUri,
  thumbUri150: '',
  thumbUri360: '',
  thumbUri780: '',
  thumbUri1600: '',
  originName: 'a.png',
});

it('reads the upload id out of a stored picture path', () => {
  expect(
    uploadIdOf(image('/api/public/files/0b6a1f4e-2c1d-4a8e-9f3b-7d5e6c4b3a21/original.webp')),
  ).toBe('0b6a1f4e-2c1d-4a8e-9f3b-7d5e6c4b3a21');
});

it('is null for a picture drawn by code', () => {
  expect(uploadIdOf(image('/api/public/counselors/1/certificates/3.svg'))).toBeNull();
});
