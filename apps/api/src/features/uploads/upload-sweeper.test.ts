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
import { uploads, users } from '../../db/schema';
import { silentLogger } from '../../lib/logger';
import { createScheduler, type Scheduler } from '../../lib/scheduler';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { bearer, createTestUser, login, TEST_PASSWORD } from '../../test/users';

// The hourly sweep of uploads never attached for over 24 hours, on a clock the test moves.

const HOUR = 60 * 60 * 1000;
let time = Date.parse('2030-03-01T00:00:00.000Z');
const clock = () => new Date(time);

let database: Database;
let uploadDir: string;
let scheduler: Scheduler;
let app: ReturnType<typeof createApp>;
let username: string;

beforeAll(async () => {
  database = await createTestDatabase();
  uploadDir = await mkdtemp(join(tmpdir(), 'arcana-sweep-'));
  scheduler = createScheduler({ db: database.db, now: clock, logger: silentLogger });
  app = createApp({
    env: testEnv({ uploadDir }),
    database,
    logger: silentLogger,
    now: clock,
    scheduler,
  });
  username = (await createTestUser(database.db)).username ?? '';
});

afterAll(async () => {
  await scheduler.stop();
  await database.close();
  await rm(uploadDir, { recursive: true, force: true });
});

async function uploadNow(): Promise<string> {
  const { accessToken } = await login(app, username, TEST_PASSWORD);
  const form = new FormData();
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
  form.append('file', new Blob([png], { type: 'image/png' }), 'a.png');
  const response = await app.request('/api/client/uploads', {
    method: 'POST',
    headers: bearer(accessToken),
    body: form,
  });
  expect(response.status).toBe(201);
  return v.parse(uploadResponseSchema, await response.json()).uploadId;
}

async function setProfileImage(uploadId: string) {
  const { accessToken } = await login(app, username, TEST_PASSWORD);
  const response = await app.request('/api/client/me/profile-image', {
    method: 'PATCH',
    headers: { ...bearer(accessToken), 'Content-Type': 'application/json' },
    body: JSON.stringify({ uploadId }),
  });
  expect(response.status).toBe(200);
}

const exists = async (id: string) =>
  (await database.db.select().from(uploads).where(eq(uploads.id, id))).length === 1;
const filesOf = (id: string) => readdir(join(uploadDir, id)).catch(() => []);

describe('the sweep of never-attached uploads', () => {
  it('deletes an unattached upload after 24 hours, row and files, and never an attached one', async () => {
    const start = time;
    const attached = await uploadNow();
    await setProfileImage(attached);
    const old = await uploadNow();
    time = start + 2 * HOUR;
    const young = await uploadNow();
    expect(await filesOf(old)).toHaveLength(5);

    time = start + 25 * HOUR; // old: 25 h, young: 23 h, attached: 25 h
    await scheduler.runDue();
    expect(await exists(old)).toBe(false);
    expect(await filesOf(old)).toEqual([]);
    expect(await exists(young)).toBe(true);
    expect(await filesOf(young)).toHaveLength(5);
    expect(await exists(attached)).toBe(true);

    time = start + 48 * HOUR; // young: 46 h, attached: 48 h
    await scheduler.runDue();
    expect(await exists(young)).toBe(false);
    expect(await filesOf(young)).toEqual([]);
    expect(await exists(attached)).toBe(true);
    expect(await filesOf(attached)).toHaveLength(5);
    const [user] = await database.db.select().from(users).where(eq(users.username, username));
    expect(user?.profileImageId).toBe(attached);
  });

  it('an upload attached a moment before the sweep stays', async () => {
    const upload = await uploadNow();
    time += 30 * HOUR;
    await setProfileImage(upload);
    await scheduler.runDue();
    expect(await exists(upload)).toBe(true);
    expect(await filesOf(upload)).toHaveLength(5);
  });
});
