import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { silentLogger } from '../../lib/logger';
import {
  hideOtherCounselors,
  insertTestCategory,
  insertTestCounselor,
  type TestCounselor,
} from '../../test/counselors';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { jsonCaller } from '../../test/json-call';
import { createTestUser, login, TEST_PASSWORD } from '../../test/users';
import { artVersion } from './art/svg-parts';
import { counselorCertificates, counselorGalleryImages, type DrawnArt } from './tables';

let database: Database;
let app: ReturnType<typeof createApp>;
let call: ReturnType<typeof jsonCaller>;
let star: TestCounselor;
let paused: TestCounselor;
let applicant: TestCounselor;
let token: string;
const portrait: DrawnArt = { motif: 'long:moon', palette: ['#EEF3FF', '#4F6BD8', '#9BD1F2'] };
const art: DrawnArt = { motif: 'cards', palette: ['#FFF1E8', '#D9735B', '#F2B84B'] };
const certificateIds: number[] = [];
const galleryIds: number[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ env: testEnv(), database, logger: silentLogger });
  call = jsonCaller(app);
  const { db } = database;
  await hideOtherCounselors(db);
  const love = await insertTestCategory(db, 'p-love', '프로필연애', 911);
  star = await insertTestCounselor(db, {
    name: '별하늘',
    introduction: '마음을 편하게 들어 드려요.',
    details: '상담 경력 8년\n타로와 심리 상담을 함께 해요.',
    keywords: ['연애', '재회운'],
    careerYears: 8,
    portrait,
    counselingTypes: ['CHAT'],
    minPrice: 12_000,
    reviewCount: 3,
    ratingTotal: 14,
    categoryIds: [love],
  });
  paused = await insertTestCounselor(db, { name: '쉬는중', enabled: false, portrait });
  applicant = await insertTestCounselor(db, { name: '지원중', level: 0, portrait });
  const certificates = await db
    .insert(counselorCertificates)
    .values([
      {
        counselorId: star.id,
        name: '타로 심리상담사 1급',
        issuer: '한국타로협회',
        grade: '1급',
        issuedOn: '2020-03-02',
        art,
        position: 1,
      },
      { counselorId: star.id, name: '심리상담사', issuer: '상담학회', position: 0, art: null },
    ])
    .returning({ id: counselorCertificates.id });
  certificateIds.push(...certificates.map((row) => row.id));
  const gallery = await db
    .insert(counselorGalleryImages)
    .values(
      Array.from({ length: 8 }, (_, index) => ({
        counselorId: star.id,
        position: 7 - index,
        caption: `상담실 ${7 - index}`,
        art,
      })),
    )
    .returning({ id: counselorGalleryImages.id });
  galleryIds.push(...gallery.map((row) => row.id));
  const viewer = await createTestUser(db);
  token = (await login(app, viewer.username ?? '', TEST_PASSWORD)).accessToken;
});

afterAll(async () => {
  await database.close();
});

const drawn = (uri: string, originName: string) => ({
  fileUri: uri,
  thumbUri150: uri,
  thumbUri360: uri,
  thumbUri780: uri,
  thumbUri1600: uri,
  originName,
});

describe('GET /api/public/counselors/{id}', () => {
  it('answers the public profile: card, details, certificates, the first 6 pictures, products', async () => {
    const { status, json } = await call('GET', `/api/public/counselors/${star.id}`);
    expect(status).toBe(200);
    const base = `/api/public/counselors/${star.id}`;
    const [drawnCertificate, plainCertificate] = certificateIds;
    expect(json).toEqual({
      id: star.id,
      name: '별하늘',
      status: 'ON',
      imageUrl: `${base}/portrait.svg?v=${artVersion(portrait)}`,
      rating: 4.7,
      reviewCount: 3,
      level: 1,
      introduction: '마음을 편하게 들어 드려요.',
      careerYears: 8,
      categories: [{ id: expect.any(Number), slug: 'p-love', name: '프로필연애' }],
      keywords: ['연애', '재회운'],
      counselingTypes: ['CHAT'],
      minPrice: 12_000,
      favorite: false,
      details: '상담 경력 8년\n타로와 심리 상담을 함께 해요.',
      certificates: [
        {
          id: plainCertificate,
          name: '심리상담사',
          issuer: '상담학회',
          grade: '',
          issuedOn: null,
          image: drawn(
            `${base}/certificates/${plainCertificate}/image.svg?v=${artVersion(null)}`,
            `certificate-${plainCertificate}.svg`,
          ),
        },
        {
          id: drawnCertificate,
          name: '타로 심리상담사 1급',
          issuer: '한국타로협회',
          grade: '1급',
          issuedOn: '2020-03-02',
          image: drawn(
            `${base}/certificates/${drawnCertificate}/image.svg?v=${artVersion(art)}`,
            `certificate-${drawnCertificate}.svg`,
          ),
        },
      ],
      gallery: [0, 1, 2, 3, 4, 5].map((position) => {
        const id = galleryIds[7 - position] as number;
        return {
          id,
          caption: `상담실 ${position}`,
          image: drawn(
            `${base}/galleries/${id}/image.svg?v=${artVersion(art)}`,
            `gallery-${id}.svg`,
          ),
        };
      }),
      galleryCount: 8,
      faqs: [],
      products: [],
      favoriteCount: 0,
    });
  });

  it('answers 404 in Korean for an unknown, paused or applying counselor and an id too large', async () => {
    for (const id of [paused.id, applicant.id, 2_147_483_647, 99_999_999_999]) {
      const { status, json } = await call('GET', `/api/public/counselors/${id}`);
      expect({ id, status, json }).toEqual({
        id,
        status: 404,
        json: { status: 404, code: 'NOT_FOUND', message: '상담사를 찾을 수 없어요.' },
      });
    }
    expect((await call('GET', '/api/public/counselors/abc')).status).toBe(404);
  });
});

describe('GET /api/public/counselors/{id}/galleries', () => {
  it('answers every picture in position order', async () => {
    const { status, json } = await call('GET', `/api/public/counselors/${star.id}/galleries`);
    expect(status).toBe(200);
    expect(json.content.map((image: { caption: string }) => image.caption)).toEqual([
      '상담실 0',
      '상담실 1',
      '상담실 2',
      '상담실 3',
      '상담실 4',
      '상담실 5',
      '상담실 6',
      '상담실 7',
    ]);
    expect((await call('GET', `/api/public/counselors/${paused.id}/galleries`)).status).toBe(404);
  });
});

describe('the pictures drawn by code', () => {
  it('serves the portrait as SVG, cached for good at its versioned address, 304 on a match', async () => {
    const path = `/api/public/counselors/${star.id}/portrait.svg`;
    const versioned = await app.request(`${path}?v=${artVersion(portrait)}`);
    expect(versioned.status).toBe(200);
    expect(versioned.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(versioned.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(versioned.headers.get('ETag')).toBe(`"${artVersion(portrait)}"`);
    const svg = await versioned.text();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"')).toBe(
      true,
    );
    expect(svg).toContain('<title id="cp-t">별하늘</title>');
    expect(svg).toContain('#4F6BD8');
    const unversioned = await app.request(path);
    expect(unversioned.headers.get('Cache-Control')).toBe('public, max-age=300');
    const again = await app.request(path, {
      headers: { 'If-None-Match': `"${artVersion(portrait)}"` },
    });
    expect(again.status).toBe(304);
    expect((await app.request(`/api/public/counselors/${paused.id}/portrait.svg`)).status).toBe(
      404,
    );
  });

  it('serves certificate and gallery pictures, 404 for another counselor’s id', async () => {
    const base = `/api/public/counselors/${star.id}`;
    const certificate = await app.request(`${base}/certificates/${certificateIds[0]}/image.svg`);
    expect(certificate.status).toBe(200);
    expect(await certificate.text()).toContain('<title id="cc-t">타로 심리상담사 1급</title>');
    const picture = await app.request(`${base}/galleries/${galleryIds[0]}/image.svg`);
    expect(picture.status).toBe(200);
    expect(await picture.text()).toContain('<title id="cg-t">상담실 7</title>');
    const elsewhere = await call(
      'GET',
      `/api/public/counselors/${paused.id}/galleries/${galleryIds[0]}/image.svg`,
    );
    expect(elsewhere).toMatchObject({ status: 404, json: { message: '이미지를 찾을 수 없어요.' } });
  });

  it('escapes a name and ignores colours that are not hex', async () => {
    const odd = await insertTestCounselor(database.db, {
      name: '<b>"별"</b>',
      portrait: { motif: 'x', palette: ['red;"/><script>', '#123456', 'url(x)'] },
    });
    const svg = await (await app.request(`/api/public/counselors/${odd.id}/portrait.svg`)).text();
    expect(svg).toContain('<title id="cp-t">&lt;b&gt;&quot;별&quot;&lt;/b&gt;</title>');
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('url(x)');
    expect(svg).toContain('#123456');
  });
});

describe('counselor categories', () => {
  it('answers the categories in order to anyone and to a logged-in user', async () => {
    const expected = {
      id: expect.any(Number),
      slug: 'p-love',
      name: '프로필연애',
      description: '프로필연애 고민',
    };
    const open = await call('GET', '/api/public/counselor-categories');
    expect(open.status).toBe(200);
    expect(open.json).toContainEqual(expected);
    const client = await call('GET', '/api/client/counselor-categories', token);
    expect(client.status).toBe(200);
    expect(client.json).toEqual(open.json);
    expect((await call('GET', '/api/client/counselor-categories')).status).toBe(401);
  });
});
