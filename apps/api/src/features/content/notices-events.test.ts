import type { EventRequest, NoticeRequest } from '@arcana/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTestApp } from '../../test/content';
import { createTestDatabase } from '../../test/db';
import { events, notices } from './tables';

// GET /api/public/notices(/{id}) and /api/public/events(/{id}) against a clock the test moves:
// only published notices, pinned first; an event's state from its Seoul period.

const database = await createTestDatabase();
const { db } = database;
let current = new Date('2026-11-24T12:00:00.000+09:00');
const now = () => current;
const { call, service } = contentTestApp(database, now);

afterAll(() => database.close());

// The seed's notices and events are dated around the real today; these tests bring their own.
beforeAll(async () => {
  await db.delete(notices);
  await db.delete(events);
});

const notice = (title: string, overrides: Partial<NoticeRequest> = {}): NoticeRequest => ({
  category: 'NOTICE',
  title,
  body: `## ${title}\n본문이에요.`,
  pinned: false,
  ...overrides,
});

describe('notices', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const write = async (title: string, overrides: Partial<NoticeRequest>) => {
      ids[title] = (await service.createNotice(notice(title, overrides))).id;
    };
    await write('오래된 공지', { publishedAt: '2026-09-01T10:00:00+09:00' });
    await write('고정 공지', { publishedAt: '2026-09-15T10:00:00+09:00', pinned: true });
    await write('점검 안내', {
      category: 'MAINTENANCE',
      publishedAt: '2026-10-01T10:00:00+09:00',
    });
    await write('최신 공지', { publishedAt: '2026-11-20T10:00:00+09:00' });
    // Scheduled: shows from 2026-11-25 on.
    await write('예약 공지', { publishedAt: '2026-11-25T09:00:00+09:00' });
  });

  it('lists published notices only, pinned first, then the newest', async () => {
    const answer = await call('GET', '/api/public/notices');
    expect(answer.status).toBe(200);
    expect(answer.json.content.map((item: { title: string }) => item.title)).toEqual([
      '고정 공지',
      '최신 공지',
      '점검 안내',
      '오래된 공지',
    ]);
    expect(answer.json).toMatchObject({
      totalElements: 4,
      totalPages: 1,
      currentPage: 1,
      pageSize: 10,
    });
    expect(answer.json.content[0]).toEqual({
      id: ids['고정 공지'],
      category: 'NOTICE',
      title: '고정 공지',
      pinned: true,
      publishedAt: '2026-09-15T01:00:00.000Z',
    });
  });

  it('shows a scheduled notice once its time has come', async () => {
    current = new Date('2026-11-25T09:00:00.000+09:00');
    try {
      const answer = await call('GET', '/api/public/notices?pageSize=2&currentPage=1');
      expect(answer.json.content.map((item: { title: string }) => item.title)).toEqual([
        '고정 공지',
        '예약 공지',
      ]);
      expect(answer.json).toMatchObject({ totalElements: 5, totalPages: 3, pageSize: 2 });
    } finally {
      current = new Date('2026-11-24T12:00:00.000+09:00');
    }
  });

  it('pages and filters by category', async () => {
    const second = await call('GET', '/api/public/notices?pageSize=3&currentPage=2');
    expect(second.json.content.map((item: { title: string }) => item.title)).toEqual([
      '오래된 공지',
    ]);
    const maintenance = await call('GET', '/api/public/notices?category=MAINTENANCE');
    expect(maintenance.json.content.map((item: { title: string }) => item.title)).toEqual([
      '점검 안내',
    ]);
  });

  it('refuses a page size outside 1–50 and an unknown category with 400', async () => {
    for (const query of ['pageSize=0', 'pageSize=51', 'currentPage=0', 'category=EVENT']) {
      const answer = await call('GET', `/api/public/notices?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.json.code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers one with its older (previous) and newer (next) published neighbour', async () => {
    const answer = await call('GET', `/api/public/notices/${ids['점검 안내']}`);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      title: '점검 안내',
      category: 'MAINTENANCE',
      body: '## 점검 안내\n본문이에요.',
      previous: { id: ids['고정 공지'], title: '고정 공지' },
      next: { id: ids['최신 공지'], title: '최신 공지' },
    });
    // The newest published one has no next: the scheduled one does not count yet.
    const newest = await call('GET', `/api/public/notices/${ids['최신 공지']}`);
    expect(newest.json.next).toBeNull();
    const oldest = await call('GET', `/api/public/notices/${ids['오래된 공지']}`);
    expect(oldest.json.previous).toBeNull();
  });

  it('answers 404 NOTICE_NOT_FOUND for a scheduled or missing notice', async () => {
    for (const id of [ids['예약 공지'], 999_999]) {
      const answer = await call('GET', `/api/public/notices/${id}`);
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({
        status: 404,
        code: 'NOTICE_NOT_FOUND',
        message: '공지사항을 찾을 수 없어요.',
      });
    }
  });

  it('gives the home its notices pinned first, and keeps an edited one in its place', async () => {
    expect((await service.recentNotices(2)).map((item) => item.title)).toEqual([
      '고정 공지',
      '최신 공지',
    ]);
    const edited = await service.updateNotice(
      ids['오래된 공지'] as number,
      notice('오래된 공지 (수정)'),
    );
    expect(edited.publishedAt).toBe('2026-09-01T01:00:00.000Z');
    await service.deleteNotice(ids['오래된 공지'] as number);
    await expect(service.deleteNotice(ids['오래된 공지'] as number)).rejects.toMatchObject({
      status: 404,
      code: 'NOTICE_NOT_FOUND',
    });
  });
});

const event = (title: string, startsAt: string, endsAt: string): EventRequest => ({
  title,
  summary: `${title} 요약`,
  body: `## ${title}`,
  imageUploadId: null,
  startsAt,
  endsAt,
  link: { label: '참여하기', href: '/events' },
});

describe('events', () => {
  const titlesOf = (answer: { json: { content: { title: string }[] } }) =>
    answer.json.content.map((item) => item.title);

  beforeAll(async () => {
    // Written out of order: the list's order is the api's.
    await service.createEvent(event('11월 이벤트', '2026-11-01', '2026-11-30'), 1);
    await service.createEvent(event('12월 이벤트', '2026-12-01', '2026-12-31'), 1);
    await service.createEvent(event('지난 이벤트', '2026-09-01', '2026-09-30'), 1);
    await service.createEvent(event('긴 이벤트', '2026-11-10', '2027-01-31'), 1);
    await service.createEvent(event('겨울 이벤트', '2026-12-10', '2026-12-20'), 1);
    await service.createEvent(event('가을 이벤트', '2026-10-01', '2026-10-31'), 1);
  });

  it('keeps the last Seoul day of the period ONGOING to its end, then ENDED', async () => {
    current = new Date('2026-11-30T23:59:59.999+09:00');
    const before = await call('GET', '/api/public/events?state=ONGOING');
    expect(titlesOf(before)).toEqual(['11월 이벤트', '긴 이벤트']);
    expect(before.json.content[0]).toMatchObject({
      startsAt: '2026-10-31T15:00:00.000Z',
      endsAt: '2026-11-30T14:59:59.999Z',
      state: 'ONGOING',
      image: null,
      summary: '11월 이벤트 요약',
    });

    current = new Date('2026-12-01T00:00:00.000+09:00');
    const after = await call('GET', '/api/public/events?state=ONGOING');
    expect(titlesOf(after)).toEqual(['12월 이벤트', '긴 이벤트']);
    const ended = await call('GET', '/api/public/events?state=ENDED');
    expect(titlesOf(ended)).toEqual(['11월 이벤트', '가을 이벤트', '지난 이벤트']);
    expect(ended.json.content[0].state).toBe('ENDED');
  });

  it('lists ongoing (ending soonest), then upcoming (starting soonest), then ended', async () => {
    current = new Date('2026-11-24T12:00:00.000+09:00');
    const answer = await call('GET', '/api/public/events');
    expect(
      answer.json.content.map((item: { title: string; state: string }) => [item.title, item.state]),
    ).toEqual([
      ['11월 이벤트', 'ONGOING'],
      ['긴 이벤트', 'ONGOING'],
      ['12월 이벤트', 'UPCOMING'],
      ['겨울 이벤트', 'UPCOMING'],
      ['가을 이벤트', 'ENDED'],
      ['지난 이벤트', 'ENDED'],
    ]);
    expect(answer.json.totalElements).toBe(6);
    const upcoming = await call('GET', '/api/public/events?state=UPCOMING&pageSize=1');
    expect(titlesOf(upcoming)).toEqual(['12월 이벤트']);
    expect(upcoming.json).toMatchObject({ totalElements: 2, totalPages: 2 });
  });

  it('answers one with its body and call to action, and 404 for a missing one', async () => {
    const [first] = (await call('GET', '/api/public/events?state=UPCOMING')).json.content;
    const answer = await call('GET', `/api/public/events/${first.id}`);
    expect(answer.json).toMatchObject({
      title: '12월 이벤트',
      body: '## 12월 이벤트',
      link: { label: '참여하기', href: '/events' },
      state: 'UPCOMING',
    });
    const missing = await call('GET', '/api/public/events/999999');
    expect(missing.status).toBe(404);
    expect(missing.json.code).toBe('EVENT_NOT_FOUND');
    const bad = await call('GET', '/api/public/events?state=SOON');
    expect(bad.status).toBe(400);
  });

  it('gives the home the ongoing events, ending soonest first', async () => {
    expect((await service.ongoingEvents(3)).map((item) => item.title)).toEqual([
      '11월 이벤트',
      '긴 이벤트',
    ]);
  });
});
