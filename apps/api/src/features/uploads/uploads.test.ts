import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { uploadResponseSchema, userSchema } from '@arcana/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { uploads } from '../../db/schema';
import { silentLogger } from '../../lib/logger';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { bearer, createTestUser, login, TEST_PASSWORD } from '../../test/users';

let database: Database;
let app: ReturnType<typeof createApp>;
let uploadDir: string;
let owner: { id: number; token: string };
let other: { id: number; token: string };

beforeAll(async () => {
  database = await createTestDatabase();
  uploadDir = await mkdtemp(join(tmpdir(), 'arcana-uploads-'));
  app = createApp({ env: testEnv({ uploadDir }), database, logger: silentLogger });
  const signIn = async () => {
    const user = await createTestUser(database.db);
    const { accessToken } = await login(app, user.username ?? '', TEST_PASSWORD);
    return { id: user.id, token: accessToken };
  };
  owner = await signIn();
  other = await signIn();
});

afterAll(async () => {
  await database.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7a3cff' } });

function upload(token: string, bytes: Uint8Array | string, name = 'photo.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return app.request('/api/client/uploads', {
    method: 'POST',
    headers: bearer(token),
    body: form,
  });
}

async function uploaded(response: Response) {
  expect(response.status).toBe(201);
  return v.parse(uploadResponseSchema, await response.json());
}

async function widthOf(uri: string) {
  const response = await app.request(uri);
  expect(response.status).toBe(200);
  const metadata = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
  return metadata.width;
}

describe('POST /api/client/uploads', () => {
  it('stores a 2000×1000 PNG with thumbnails 150, 360, 780 and 1600 wide', async () => {
    const body = await uploaded(
      await upload(owner.token, await solid(2000, 1000).png().toBuffer()),
    );
    const id = body.uploadId;
    expect(body.image).toEqual({
      fileUri: `/api/public/files/${id}/original.png`,
      thumbUri150: `/api/public/files/${id}/w150.webp`,
      thumbUri360: `/api/public/files/${id}/w360.webp`,
      thumbUri780: `/api/public/files/${id}/w780.webp`,
      thumbUri1600: `/api/public/files/${id}/w1600.webp`,
      originName: 'photo.png',
    });
    expect(await widthOf(body.image.fileUri)).toBe(2000);
    expect(await widthOf(body.image.thumbUri150)).toBe(150);
    expect(await widthOf(body.image.thumbUri360)).toBe(360);
    expect(await widthOf(body.image.thumbUri780)).toBe(780);
    expect(await widthOf(body.image.thumbUri1600)).toBe(1600);
    expect((await readdir(join(uploadDir, id))).sort()).toEqual([
      'original.png',
      'w150.webp',
      'w1600.webp',
      'w360.webp',
      'w780.webp',
    ]);

    const [row] = await database.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row).toMatchObject({
      ownerUserId: owner.id,
      contentType: 'image/png',
      originName: 'photo.png',
      width: 2000,
      height: 1000,
    });
  });

  it('keeps a 500-px-wide image at 500 in the 780 and 1600 slots', async () => {
    const body = await uploaded(
      await upload(owner.token, await solid(500, 300).jpeg().toBuffer(), 'small.jpg', 'image/jpeg'),
    );
    expect(body.image.fileUri).toMatch(/\/original\.jpg$/);
    expect(await widthOf(body.image.thumbUri150)).toBe(150);
    expect(await widthOf(body.image.thumbUri360)).toBe(360);
    expect(await widthOf(body.image.thumbUri780)).toBe(500);
    expect(await widthOf(body.image.thumbUri1600)).toBe(500);
  });

  it('turns a photo upright by EXIF and stores it without metadata', async () => {
    const photo = await solid(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const body = await uploaded(await upload(owner.token, photo, 'turned.jpg', 'image/jpeg'));
    const stored = await app.request(body.image.fileUri);
    const metadata = await sharp(new Uint8Array(await stored.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([100, 200]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('keeps the first frame of a GIF, stored as PNG', async () => {
    const gif = await sharp({
      create: {
        width: 30,
        height: 60,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
        pageHeight: 20,
      },
    })
      .gif()
      .toBuffer();
    const body = await uploaded(await upload(owner.token, gif, 'moving.gif', 'image/gif'));
    expect(body.image.fileUri).toMatch(/\/original\.png$/);
    const stored = await app.request(body.image.fileUri);
    const metadata = await sharp(new Uint8Array(await stored.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([30, 20]);
  });

  it('keeps only the base name of the file', async () => {
    const body = await uploaded(
      await upload(owner.token, await solid(10, 10).webp().toBuffer(), '../../etc/나의 사진.webp'),
    );
    expect(body.image.originName).toBe('나의 사진.webp');
    expect(body.image.fileUri).toMatch(/\/original\.webp$/);
  });

  it('refuses a text file renamed to .png with 400', async () => {
    const response = await upload(owner.token, 'just some text, not a picture', 'fake.png');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 400,
      code: 'UPLOAD_NOT_AN_IMAGE',
      message: '이미지 파일(JPG, PNG, WebP, GIF)만 올릴 수 있어요.',
      errors: [{ field: 'file', message: '이미지 파일(JPG, PNG, WebP, GIF)만 올릴 수 있어요.' }],
    });
  });

  it('refuses an SVG even when it says image/svg+xml', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';
    const response = await upload(owner.token, svg, 'logo.svg', 'image/svg+xml');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: unknown }).code).toBe('UPLOAD_NOT_AN_IMAGE');
  });

  it('refuses an image over 40 megapixels with 400', async () => {
    const png = Buffer.from(await solid(1, 1).png().toBuffer());
    png.writeUInt32BE(8000, 16);
    png.writeUInt32BE(5001, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const response = await upload(owner.token, png, 'huge.png');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'UPLOAD_TOO_MANY_PIXELS',
      message: '이미지가 너무 커요. 4천만 화소 이하의 이미지를 올려 주세요.',
    });
  });

  it('refuses a file over 10 MB with 413', async () => {
    const tooBig = new Uint8Array(10 * 1024 * 1024 + 1);
    tooBig.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await upload(owner.token, tooBig, 'big.png');
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      status: 413,
      code: 'UPLOAD_TOO_LARGE',
      message: '10MB 이하의 이미지만 올릴 수 있어요.',
    });
  });

  it('refuses a body far over the limit without reading it all', async () => {
    const response = await upload(owner.token, new Uint8Array(12 * 1024 * 1024), 'big.png');
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: unknown }).code).toBe('UPLOAD_TOO_LARGE');
  });

  it('asks for a file when the field is missing, empty or not a file', async () => {
    const form = new FormData();
    form.append('file', 'not a file');
    for (const body of [new FormData(), form]) {
      const response = await app.request('/api/client/uploads', {
        method: 'POST',
        headers: bearer(owner.token),
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'UPLOAD_FILE_REQUIRED',
        errors: [{ field: 'file', message: '올릴 이미지를 골라 주세요.' }],
      });
    }
    const json = await app.request('/api/client/uploads', {
      method: 'POST',
      headers: { ...bearer(owner.token), 'Content-Type': 'application/json' },
      body: '{"file":"x"}',
    });
    expect(json.status).toBe(400);
    const empty = await upload(owner.token, new Uint8Array(), 'empty.png');
    expect(empty.status).toBe(400);
  });

  it('answers 400 to a broken multipart body', async () => {
    const response = await app.request('/api/client/uploads', {
      method: 'POST',
      headers: { ...bearer(owner.token), 'Content-Type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"\r\n\r\nunterminated',
    });
    expect(response.status).toBe(400);
  });

  it('needs a login', async () => {
    const form = new FormData();
    form.append('file', new Blob([await solid(10, 10).png().toBuffer()]), 'a.png');
    const response = await app.request('/api/client/uploads', { method: 'POST', body: form });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/public/files/<key>', () => {
  it('serves a stored file with its type, a year of caching and nosniff, without a login', async () => {
    const body = await uploaded(await upload(owner.token, await solid(20, 20).png().toBuffer()));
    const original = await app.request(body.image.fileUri);
    expect(original.status).toBe(200);
    expect(original.headers.get('Content-Type')).toBe('image/png');
    expect(original.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(original.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const thumb = await app.request(body.image.thumbUri360);
    expect(thumb.headers.get('Content-Type')).toBe('image/webp');
  });

  it.each([
    '/api/public/files/00000000-0000-4000-8000-000000000000/original.png',
    '/api/public/files/..%2F..%2Fetc%2Fpasswd',
    '/api/public/files/%2e%2e/secret.png',
    '/api/public/files/a/../../x.png',
    '/api/public/files/UPPER.png',
  ])('answers 404 for %s', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('PATCH/DELETE /api/client/me/profile-image', () => {
  function setProfileImage(token: string, uploadId: unknown) {
    return app.request('/api/client/me/profile-image', {
      method: 'PATCH',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ uploadId }),
    });
  }

  it('sets the caller’s own upload and answers the User with the image', async () => {
    const body = await uploaded(await upload(owner.token, await solid(400, 400).png().toBuffer()));
    const response = await setProfileImage(owner.token, body.uploadId);
    expect(response.status).toBe(200);
    const user = v.parse(userSchema, await response.json());
    expect(user.id).toBe(owner.id);
    expect(user.profileImage).toEqual(body.image);

    const me = v.parse(
      userSchema,
      await (await app.request('/api/client/me', { headers: bearer(owner.token) })).json(),
    );
    expect(me.profileImage).toEqual(body.image);
  });

  it("refuses someone else's upload with 403", async () => {
    const body = await uploaded(await upload(owner.token, await solid(40, 40).png().toBuffer()));
    const response = await setProfileImage(other.token, body.uploadId);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: '내가 올린 이미지만 쓸 수 있어요.',
    });
  });

  it('answers 404 for an unknown upload and 400 for a malformed id', async () => {
    const unknown = await setProfileImage(owner.token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: unknown }).code).toBe('UPLOAD_NOT_FOUND');

    const malformed = await setProfileImage(owner.token, '../etc/passwd');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      errors: [{ field: 'uploadId', message: '이미지를 다시 올려 주세요.' }],
    });
  });

  it('removes the image and answers the User without one', async () => {
    const body = await uploaded(await upload(other.token, await solid(40, 40).png().toBuffer()));
    expect((await setProfileImage(other.token, body.uploadId)).status).toBe(200);
    const response = await app.request('/api/client/me/profile-image', {
      method: 'DELETE',
      headers: bearer(other.token),
    });
    expect(response.status).toBe(200);
    expect(v.parse(userSchema, await response.json()).profileImage).toBeNull();
  });
});
