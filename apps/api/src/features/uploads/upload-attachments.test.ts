import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uploadResponseSchema } from '@arcana/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { uploads as uploadsTable } from '../../db/schema';
import { silentLogger } from '../../lib/logger';
import { createScheduler, type Scheduler } from '../../lib/scheduler';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { bearer, createTestUser, login, TEST_PASSWORD } from '../../test/users';
import { createUploads, type Uploads } from './index';

// Attaching, detaching and PRIVATE files. No feature has PRIVATE uploads yet (the session
// room's attachments will be the first), so this test registers a purpose of its own.

let database: Database;
let uploadDir: string;
let scheduler: Scheduler;
let uploads: Uploads;
let app: ReturnType<typeof createApp>;
type Person = { id: number; token: string };
let owner: Person;
let allowed: Person;
let stranger: Person;

beforeAll(async () => {
  database = await createTestDatabase();
  uploadDir = await mkdtemp(join(tmpdir(), 'arcana-attach-'));
  const env = testEnv({ uploadDir });
  const now = () => new Date();
  scheduler = createScheduler({ db: database.db, now, logger: silentLogger });
  uploads = createUploads({ db: database.db, env, now, scheduler });
  app = createApp({ env, database, logger: silentLogger, scheduler, uploads });
  const signIn = async () => {
    const user = await createTestUser(database.db);
    const { accessToken } = await login(app, user.username ?? '', TEST_PASSWORD);
    return { id: user.id, token: accessToken };
  };
  owner = await signIn();
  allowed = await signIn();
  stranger = await signIn();
  uploads.purposes.register({
    name: 'test-chat-attachment',
    visibility: 'PRIVATE',
    columns: [],
    canView: async (viewerUserId) => viewerUserId === allowed.id,
  });
  uploads.purposes.register({ name: 'test-gallery', visibility: 'PUBLIC', columns: [] });
});

afterAll(async () => {
  await scheduler.stop();
  await database.close();
  await rm(uploadDir, { recursive: true, force: true });
});

async function upload(person: Person, visibility?: string) {
  const form = new FormData();
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#abcdef' } })
    .png()
    .toBuffer();
  form.append('file', new Blob([png], { type: 'image/png' }), 'secret.png');
  if (visibility !== undefined) form.append('visibility', visibility);
  return app.request('/api/client/uploads', {
    method: 'POST',
    headers: bearer(person.token),
    body: form,
  });
}

async function uploaded(person: Person, visibility?: string) {
  const response = await upload(person, visibility);
  expect(response.status).toBe(201);
  return v.parse(uploadResponseSchema, await response.json());
}

const get = (path: string, person?: Person) =>
  app.request(path, { headers: person ? bearer(person.token) : {} });

function setProfileImage(person: Person, uploadId: string) {
  return app.request('/api/client/me/profile-image', {
    method: 'PATCH',
    headers: { ...bearer(person.token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ uploadId }),
  });
}

const rowOf = async (id: string) =>
  (await database.db.select().from(uploadsTable).where(eq(uploadsTable.id, id)))[0];

describe('PRIVATE uploads', () => {
  it('are stored under private/ and served only at /api/client/files to whom the purpose allows', async () => {
    const { uploadId, image } = await uploaded(owner, 'PRIVATE');
    expect(image.fileUri).toBe(`/api/client/files/${uploadId}/original.png`);
    expect(image.thumbUri150).toBe(`/api/client/files/${uploadId}/w150.webp`);
    expect((await readdir(join(uploadDir, 'private', uploadId))).sort()).toEqual([
      'original.png',
      'w150.webp',
      'w1600.webp',
      'w360.webp',
      'w780.webp',
    ]);
    expect(await rowOf(uploadId)).toMatchObject({
      ownerUserId: owner.id,
      visibility: 'PRIVATE',
      purpose: null,
      attachedAt: null,
    });

    const own = await get(image.fileUri, owner);
    expect(own.status).toBe(200);
    expect(own.headers.get('Content-Type')).toBe('image/png');
    expect(own.headers.get('Cache-Control')).toBe('no-store');
    expect(own.headers.get('X-Content-Type-Options')).toBe('nosniff');
    // Not attached yet: only the owner.
    expect((await get(image.fileUri, allowed)).status).toBe(404);

    await uploads.attach(database.db, {
      uploadId,
      ownerUserId: owner.id,
      purpose: 'test-chat-attachment',
    });
    expect((await get(image.fileUri, allowed)).status).toBe(200);
    expect((await get(image.thumbUri360, allowed)).status).toBe(200);
    expect((await get(image.fileUri, stranger)).status).toBe(404);
    expect((await get(image.fileUri)).status).toBe(401);
    expect((await get(`/api/public/files/private/${uploadId}/original.png`)).status).toBe(404);
    expect((await get(`/api/public/files/${uploadId}/original.png`)).status).toBe(404);
    expect((await get(`/api/client/files/${uploadId}/original.jpg`, owner)).status).toBe(404);
    expect((await get(`/api/client/files/${uploadId}/..%2F..%2Fx.png`, owner)).status).toBe(404);
  });

  it('a PUBLIC upload is not served at the private path', async () => {
    const { uploadId, image } = await uploaded(owner);
    expect(image.fileUri).toBe(`/api/public/files/${uploadId}/original.png`);
    expect((await get(`/api/client/files/${uploadId}/original.png`, owner)).status).toBe(404);
    expect((await get('/api/client/files/not-a-uuid/original.png', owner)).status).toBe(404);
  });

  it('refuses a visibility other than PUBLIC or PRIVATE', async () => {
    const response = await upload(owner, 'SECRET');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'visibility' }],
    });
  });
});

describe('attach', () => {
  it("refuses another person's upload, a wrong visibility and an unregistered purpose", async () => {
    const { uploadId } = await uploaded(owner);
    await expect(
      uploads.attach(database.db, { uploadId, ownerUserId: stranger.id, purpose: 'test-gallery' }),
    ).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    await expect(
      uploads.attach(database.db, {
        uploadId,
        ownerUserId: owner.id,
        purpose: 'test-chat-attachment',
      }),
    ).rejects.toMatchObject({ status: 400, code: 'UPLOAD_WRONG_VISIBILITY' });
    await expect(
      uploads.attach(database.db, { uploadId, ownerUserId: owner.id, purpose: 'nobody-said' }),
    ).rejects.toThrow('Upload purpose nobody-said is not registered');
    expect((await rowOf(uploadId))?.attachedAt).toBeNull();
  });

  it('a PRIVATE upload cannot become a profile image', async () => {
    const { uploadId } = await uploaded(owner, 'PRIVATE');
    const response = await setProfileImage(owner, uploadId);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'UPLOAD_WRONG_VISIBILITY' });
  });

  it('an upload attached to one purpose cannot be attached to another (409)', async () => {
    const { uploadId } = await uploaded(owner);
    await uploads.attach(database.db, { uploadId, ownerUserId: owner.id, purpose: 'test-gallery' });
    await uploads.attach(database.db, { uploadId, ownerUserId: owner.id, purpose: 'test-gallery' });
    const response = await setProfileImage(owner, uploadId);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'UPLOAD_ALREADY_ATTACHED' });
  });
});

describe('the profile image', () => {
  it('is attached; the image it replaces is deleted, row and files', async () => {
    const first = await uploaded(allowed);
    const second = await uploaded(allowed);
    expect((await setProfileImage(allowed, first.uploadId)).status).toBe(200);
    expect(await rowOf(first.uploadId)).toMatchObject({ purpose: 'profile-image' });
    expect((await rowOf(first.uploadId))?.attachedAt).toBeInstanceOf(Date);
    // Setting the same image again changes nothing.
    expect((await setProfileImage(allowed, first.uploadId)).status).toBe(200);
    expect(await rowOf(first.uploadId)).toBeDefined();

    expect((await setProfileImage(allowed, second.uploadId)).status).toBe(200);
    expect(await rowOf(first.uploadId)).toBeUndefined();
    await scheduler.runDue(); // the file deletion scheduled with the detach
    expect(await readdir(join(uploadDir, first.uploadId)).catch(() => [])).toEqual([]);
    expect((await get(first.image.fileUri)).status).toBe(404);
    expect((await get(second.image.fileUri)).status).toBe(200);
  });

  it('removing it deletes it', async () => {
    const { uploadId } = await uploaded(stranger);
    expect((await setProfileImage(stranger, uploadId)).status).toBe(200);
    const response = await app.request('/api/client/me/profile-image', {
      method: 'DELETE',
      headers: bearer(stranger.token),
    });
    expect(response.status).toBe(200);
    expect(await rowOf(uploadId)).toBeUndefined();
    await scheduler.runDue();
    expect(await readdir(join(uploadDir, uploadId)).catch(() => [])).toEqual([]);
  });

  it('goes with a deleted account', async () => {
    const user = await createTestUser(database.db);
    const { accessToken } = await login(app, user.username ?? '', TEST_PASSWORD);
    const person = { id: user.id, token: accessToken };
    const { uploadId } = await uploaded(person);
    expect((await setProfileImage(person, uploadId)).status).toBe(200);
    const response = await app.request('/api/client/me/delete', {
      method: 'POST',
      headers: { ...bearer(accessToken), 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: TEST_PASSWORD }),
    });
    expect(response.status).toBe(204);
    expect(await rowOf(uploadId)).toBeUndefined();
    await scheduler.runDue();
    expect(await readdir(join(uploadDir, uploadId)).catch(() => [])).toEqual([]);
  });
});
