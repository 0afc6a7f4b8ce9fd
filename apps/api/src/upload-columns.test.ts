import { pgTable, serial, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { Database } from './db/database';
import * as schema from './db/schema';
import {
  createUploads,
  findUploadIdColumns,
  type UploadPurpose,
  type Uploads,
  uploadColumnProblems,
} from './features/uploads';
import { silentLogger } from './lib/logger';
import { createScheduler } from './lib/scheduler';
import { createTestDatabase } from './test/db';
import { testEnv } from './test/env';

// DESIGN: a feature that stores an upload's id attaches it, and only never-attached uploads
// are swept. A column holding upload ids that no purpose registers is where an in-use file
// could be swept, so the schema index (every table of every feature) is checked against the
// purposes the features register when the app is built.

let database: Database;
let uploads: Uploads;

beforeAll(async () => {
  database = await createTestDatabase();
  const env = testEnv();
  const scheduler = createScheduler({ db: database.db, logger: silentLogger });
  uploads = createUploads({ db: database.db, env, now: () => new Date(), scheduler });
  createApp({ env, database, logger: silentLogger, scheduler, uploads });
});

afterAll(async () => {
  await database.close();
});

describe('columns holding upload ids', () => {
  it('are each registered with an upload purpose', () => {
    expect(uploadColumnProblems(schema, uploads.purposes.all())).toEqual([]);
  });

  it('are found in the schema today: profile, event, counselor, product and chat images', () => {
    expect(findUploadIdColumns(schema)).toEqual([
      { column: 'counselor_certificates.image_upload_id', found: 'foreign key' },
      { column: 'counselor_gallery_images.upload_id', found: 'foreign key' },
      { column: 'counselors.profile_image_upload_id', found: 'foreign key' },
      { column: 'events.image_upload_id', found: 'foreign key' },
      { column: 'product_images.upload_id', found: 'foreign key' },
      { column: 'session_messages.upload_id', found: 'foreign key' },
      { column: 'users.profile_image_id', found: 'name' },
    ]);
    expect(uploads.purposes.all().map(({ name, visibility }) => [name, visibility])).toEqual([
      ['event-image', 'PUBLIC'],
      ['profile-image', 'PUBLIC'],
      ['counselor-profile-image', 'PUBLIC'],
      ['counselor-certificate-image', 'PUBLIC'],
      ['counselor-gallery-image', 'PUBLIC'],
      ['product-image', 'PUBLIC'],
      ['session-message', 'PRIVATE'],
    ]);
  });

  it('an unregistered column fails the check, named, whether found by name or by foreign key', () => {
    const fakeGalleries = pgTable('fake_galleries', {
      id: serial('id').primaryKey(),
      coverUploadId: uuid('cover_upload_id'),
    });
    const fakeMessages = pgTable('fake_messages', {
      id: serial('id').primaryKey(),
      // No telling name, but a foreign key to uploads.id.
      picture: uuid('picture').references(() => schema.uploads.id),
    });
    const withFakes = { ...schema, fakeGalleries, fakeMessages };
    const problems = uploadColumnProblems(withFakes, uploads.purposes.all());
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^fake_galleries\.cover_upload_id holds upload ids \(name\)/);
    expect(problems[1]).toMatch(/^fake_messages\.picture holds upload ids \(foreign key\)/);

    const registered: UploadPurpose[] = [
      ...uploads.purposes.all(),
      { name: 'fake-gallery', visibility: 'PUBLIC', columns: [fakeGalleries.coverUploadId] },
      {
        name: 'fake-message',
        visibility: 'PRIVATE',
        columns: [fakeMessages.picture],
        canView: async () => false,
      },
    ];
    expect(uploadColumnProblems(withFakes, registered)).toEqual([]);
  });

  it('a registered column that holds no upload ids is reported too', () => {
    const registered: UploadPurpose[] = [
      ...uploads.purposes.all(),
      { name: 'wrong', visibility: 'PUBLIC', columns: [schema.users.displayName] },
    ];
    expect(uploadColumnProblems(schema, registered)).toEqual([
      'users.display_name is registered for uploads but is not an upload-id column',
    ]);
  });
});
