import { SHARE_ID_PATTERN } from '@arcana/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { notifications, users } from '../../db/schema';
import { silentLogger } from '../../lib/logger';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { jsonCaller } from '../../test/json-call';
import { characterId, insertReading } from '../../test/shared-readings';
import { createTestUser, login, TEST_PASSWORD } from '../../test/users';
import { demoShareId } from './seed';
import { newShareId } from './share-service';

let database: Database;
let app: ReturnType<typeof createApp>;
type Person = { id: number; token: string; displayName: string };
let owner: Person;
let visitor: Person;
let luna: number;

async function person(displayName: string): Promise<Person> {
  const user = await createTestUser(database.db);
  await database.db.update(users).set({ displayName }).where(eq(users.id, user.id));
  const { accessToken } = await login(app, user.username ?? '', TEST_PASSWORD);
  return { id: user.id, token: accessToken, displayName };
}

const call = (...args: Parameters<ReturnType<typeof jsonCaller>>) => jsonCaller(app)(...args);

async function share(
  who: Person,
  options: { question?: string; showQuestion?: boolean; showName?: boolean } = {},
) {
  const readingId = await insertReading(database.db, {
    userId: who.id,
    characterId: luna,
    question: options.question ?? '',
  });
  const created = await call('POST', '/api/client/shares', who.token, {
    readingId,
    showQuestion: options.showQuestion ?? false,
    showName: options.showName ?? false,
  });
  expect(created.status).toBe(201);
  return created.json as { id: string };
}

async function notificationsOf(userId: number, type: string) {
  return database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ env: testEnv(), database, logger: silentLogger });
  luna = await characterId(database.db, 'luna');
  owner = await person('달빛고양이');
  visitor = await person('지나가던별');
});

afterAll(async () => {
  await database.close();
});

describe('share ids', () => {
  it('are 22 url-safe characters of 128 random bits, distinct, with uniform characters', () => {
    const ids = Array.from({ length: 4000 }, () => newShareId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(SHARE_ID_PATTERN);
    // The first 21 characters carry 6 random bits each (the 22nd only 2 of its 6): each of the
    // 64 symbols should appear about equally often. Chi-square, 63 degrees of freedom, p=0.001.
    const counts = new Map<string, number>();
    for (const id of ids) {
      for (const char of id.slice(0, 21)) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(64);
    const expected = (ids.length * 21) / 64;
    let chiSquare = 0;
    for (const n of counts.values()) chiSquare += (n - expected) ** 2 / expected;
    expect(chiSquare).toBeLessThan(103.4);
  });

  it('of shares made one after another share no prefix and do not count up', async () => {
    const made = [await share(owner), await share(owner), await share(owner)].map((s) => s.id);
    expect(new Set(made).size).toBe(3);
    for (const id of made) expect(id).toMatch(SHARE_ID_PATTERN);
    const sorted = [...made].sort();
    // Three random ids sharing their first 8 characters would be a 1 in 2^96 event.
    expect(sorted[0]?.slice(0, 8)).not.toBe(sorted[2]?.slice(0, 8));
  });
});

describe('POST /api/client/shares', () => {
  it('snapshots the caller’s completed reading with its cards and character', async () => {
    const readingId = await insertReading(database.db, { userId: owner.id, characterId: luna });
    const { status, json } = await call('POST', '/api/client/shares', owner.token, {
      readingId,
      showQuestion: false,
      showName: false,
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      character: { id: luna, slug: 'luna', name: '루나' },
      spread: 'THREE_CARDS',
      spreadName: '쓰리 카드',
      question: null,
      ownerName: null,
      mine: true,
      commentCount: 0,
      reactions: { total: 0, mine: null },
    });
    expect(json.cards.map((card: { positionKey: string }) => card.positionKey)).toEqual([
      'PAST',
      'PRESENT',
      'FUTURE',
    ]);
    expect(json.cards[1].reversed).toBe(true);
    expect(json.answer).toContain('과거의 카드');
  });

  it('refuses someone else’s reading with a Korean 403', async () => {
    const readingId = await insertReading(database.db, { userId: owner.id, characterId: luna });
    const { status, json } = await call('POST', '/api/client/shares', visitor.token, {
      readingId,
      showQuestion: true,
      showName: true,
    });
    expect(status).toBe(403);
    expect(json).toMatchObject({ code: 'FORBIDDEN', message: '내 리딩만 공유할 수 있어요.' });
  });

  it('refuses a reading that is not finished with a Korean 409, and an unknown one with 404', async () => {
    const readingId = await insertReading(database.db, {
      userId: owner.id,
      characterId: luna,
      status: 'PICKED',
    });
    const body = { readingId, showQuestion: false, showName: false };
    const unfinished = await call('POST', '/api/client/shares', owner.token, body);
    expect(unfinished.status).toBe(409);
    expect(unfinished.json.message).toBe('리딩이 끝난 뒤에 공유할 수 있어요.');
    const unknown = { ...body, readingId: 2_000_000_000 };
    expect((await call('POST', '/api/client/shares', owner.token, unknown)).status).toBe(404);
    const huge = { ...body, readingId: 9_000_000_000 };
    expect((await call('POST', '/api/client/shares', owner.token, huge)).status).toBe(404);
  });
});

describe('GET /api/public/shares/{id}', () => {
  const question = '헤어진 그 사람과 다시 만날 수 있을까요?';

  it('never carries the question or the owner’s name unless allowed', async () => {
    const hidden = await share(owner, { question, showQuestion: false, showName: false });
    for (const token of [undefined, visitor.token, owner.token]) {
      const { status, text, json } = await call('GET', `/api/public/shares/${hidden.id}`, token);
      expect(status).toBe(200);
      expect(text).not.toContain(question);
      expect(text).not.toContain('헤어진');
      expect(text).not.toContain(owner.displayName);
      expect(json.question).toBeNull();
      expect(json.ownerName).toBeNull();
      // The reader quoted the question in its answer; the share shows a stand-in there.
      expect(json.answer).toContain('‘비공개 질문’');
    }
    const list = await call('GET', '/api/public/shares?limit=100');
    expect(list.text).not.toContain('헤어진');
    expect(list.text).not.toContain(owner.displayName);
  });

  it('shows each only when its box was ticked', async () => {
    const questionOnly = await share(owner, { question, showQuestion: true });
    const first = await call('GET', `/api/public/shares/${questionOnly.id}`);
    expect(first.json).toMatchObject({ question, ownerName: null, mine: false });
    expect(first.json.answer).toContain(question);
    expect(first.text).not.toContain(owner.displayName);

    const nameOnly = await share(owner, { question, showName: true });
    const second = await call('GET', `/api/public/shares/${nameOnly.id}`);
    expect(second.json).toMatchObject({ question: null, ownerName: owner.displayName });
    expect(second.text).not.toContain('헤어진');
  });

  it('answers a malformed id exactly as an unknown one: 404', async () => {
    const unknown = await call('GET', `/api/public/shares/${newShareId()}`);
    expect(unknown.status).toBe(404);
    for (const malformed of ['1', 'abc', `${newShareId()}x`, 'a%20b', '....']) {
      const answer = await call('GET', `/api/public/shares/${malformed}`);
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual(unknown.json);
    }
    expect(unknown.json.message).toBe('공유된 리딩을 찾을 수 없어요.');
  });
});

describe('GET /api/public/shares (keyset pages)', () => {
  it('walks every share once, newest first, two at a time', async () => {
    const all = await call('GET', '/api/public/shares?limit=100');
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = await call('GET', `/api/public/shares?sort=recent&limit=2${query}`);
      expect(page.status).toBe(200);
      ids.push(...page.json.content.map((each: { id: string }) => each.id));
      cursor = page.json.nextCursor;
    } while (cursor);
    expect(ids).toEqual(all.json.content.map((each: { id: string }) => each.id));
    expect(new Set(ids).size).toBe(ids.length);
    const times = all.json.content.map((each: { createdAt: string }) => each.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('orders popular by reactions + comments, then newest, walking every share once', async () => {
    const loved = await share(owner);
    await call('PUT', `/api/client/shares/${loved.id}/reaction`, visitor.token, { kind: 'LIKE' });
    await call('POST', `/api/client/shares/${loved.id}/comments`, visitor.token, {
      content: '저도 비슷한 카드가 나왔어요',
    });
    type Row = { id: string; reactionTotal: number; commentCount: number };
    const rows: Row[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = await call('GET', `/api/public/shares?sort=popular&limit=3${query}`);
      expect(page.status).toBe(200);
      rows.push(...page.json.content);
      cursor = page.json.nextCursor;
    } while (cursor);
    const scores = rows.map((row) => row.reactionTotal + row.commentCount);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(rows.length).toBe(
      (await call('GET', '/api/public/shares?limit=100')).json.content.length,
    );
    const lovedAt = rows.findIndex((row) => row.id === loved.id);
    expect(rows[lovedAt]).toMatchObject({ reactionTotal: 1, commentCount: 1 });
    // Before every share with less response, and first among those with as much (newest).
    expect(scores.slice(lovedAt + 1).every((score) => score <= 2)).toBe(true);
    expect(scores.slice(0, lovedAt).every((score) => score > 2)).toBe(true);
  });

  it('filters by character and refuses a cursor it did not write', async () => {
    const byCharacter = await call('GET', `/api/public/shares?characterId=${luna}`);
    expect(byCharacter.json.content.length).toBeGreaterThan(0);
    for (const each of byCharacter.json.content) expect(each.character.id).toBe(luna);
    const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const forged of [
      { createdAt: '1', id: newShareId() },
      { micros: 1e300, id: newShareId() },
      { micros: -1, id: newShareId() },
      { micros: 1, id: '../x' },
      { micros: 1, id: newShareId(), score: 'x' },
    ]) {
      expect((await call('GET', `/api/public/shares?cursor=${forge(forged)}`)).status).toBe(400);
    }
    const early = forge({ micros: 1, id: newShareId(), score: 0 });
    const fine = await call('GET', `/api/public/shares?sort=popular&cursor=${early}`);
    expect(fine.json).toEqual({ content: [], nextCursor: null });
    const bad = await call('GET', '/api/public/shares?cursor=bm9wZQ');
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([
      { field: 'cursor', message: '목록 위치 정보가 올바르지 않아요.' },
    ]);
  });
});

describe('DELETE /api/client/shares/{id}', () => {
  it('lets only the owner delete (403 for others), then the share is gone', async () => {
    const made = await share(owner);
    const refused = await call('DELETE', `/api/client/shares/${made.id}`, visitor.token);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('내가 공유한 리딩만 삭제할 수 있어요.');
    expect((await call('DELETE', `/api/client/shares/${made.id}`, owner.token)).status).toBe(204);
    expect((await call('GET', `/api/public/shares/${made.id}`)).status).toBe(404);
  });
});

describe('a deleted account', () => {
  it('takes its shares with it (they may carry its name and question)', async () => {
    const leaving = await person('떠나는사람');
    const made = await share(leaving, {
      question: '마지막 질문',
      showQuestion: true,
      showName: true,
    });
    const deleted = await call('POST', '/api/client/me/delete', leaving.token, {
      password: TEST_PASSWORD,
    });
    expect(deleted.status).toBe(204);
    expect((await call('GET', `/api/public/shares/${made.id}`)).status).toBe(404);
  });
});

describe('comments on a share', () => {
  it('stores the text as sent, counts it, and tells the owner (COMMENT) but not about their own', async () => {
    const made = await share(owner);
    const content = '<script>alert(1)</script> 카드가 **참** 예뻐요\n둘째 줄';
    const posted = await call('POST', `/api/client/shares/${made.id}/comments`, visitor.token, {
      content,
    });
    expect(posted.status).toBe(201);
    expect(posted.json).toMatchObject({ content, authorName: visitor.displayName, mine: true });
    const told = await notificationsOf(owner.id, 'COMMENT');
    expect(told.filter((n) => n.link === `/shared/${made.id}`)).toHaveLength(1);
    expect(told.at(-1)).toMatchObject({
      title: '공유한 리딩에 새 댓글이 달렸어요',
      audience: 'USER',
    });
    expect(told.at(-1)?.content).toContain(visitor.displayName);

    await call('POST', `/api/client/shares/${made.id}/comments`, owner.token, {
      content: '고마워요',
    });
    const after = await notificationsOf(owner.id, 'COMMENT');
    expect(after.filter((n) => n.link === `/shared/${made.id}`)).toHaveLength(1);

    const page = await call('GET', `/api/public/shares/${made.id}/comments?limit=1`, owner.token);
    expect(page.json).toMatchObject({ empty: false, last: false, totalPages: 2 });
    expect(page.json.content[0]).toMatchObject({ content: '고마워요', mine: true });
    const older = await call(
      'GET',
      `/api/public/shares/${made.id}/comments?limit=1&lastId=${page.json.content[0].id}`,
    );
    expect(older.json.content[0]).toMatchObject({ content, mine: false });
    expect(older.json.last).toBe(true);
    expect((await call('GET', `/api/public/shares/${made.id}`)).json.commentCount).toBe(2);
  });

  it('refuses an empty or 501-character comment and one on an unknown share', async () => {
    const made = await share(owner);
    const path = `/api/client/shares/${made.id}/comments`;
    expect((await call('POST', path, visitor.token, { content: '   ' })).status).toBe(400);
    const long = await call('POST', path, visitor.token, { content: '가'.repeat(501) });
    expect(long.status).toBe(400);
    expect((await call('POST', path, visitor.token, { content: '가'.repeat(500) })).status).toBe(
      201,
    );
    const unknown = `/api/client/shares/${newShareId()}/comments`;
    expect((await call('POST', unknown, visitor.token, { content: '안녕' })).status).toBe(404);
  });

  it('lets only the author delete a comment', async () => {
    const made = await share(owner);
    const posted = await call('POST', `/api/client/shares/${made.id}/comments`, visitor.token, {
      content: '지울 댓글',
    });
    const path = `/api/client/comments/${posted.json.id}`;
    const refused = await call('DELETE', path, owner.token);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('내가 쓴 댓글만 삭제할 수 있어요.');
    expect((await call('DELETE', path, visitor.token)).status).toBe(204);
    expect((await call('DELETE', path, visitor.token)).status).toBe(404);
  });
});

describe('reactions on a share', () => {
  it('keeps one per person: PUT replaces the kind, DELETE removes it; the owner hears of changes only', async () => {
    const made = await share(owner);
    const path = `/api/client/shares/${made.id}/reaction`;
    const liked = await call('PUT', path, visitor.token, { kind: 'LIKE' });
    expect(liked.json).toMatchObject({ total: 1, mine: 'LIKE', counts: { LIKE: 1, CHEER: 0 } });
    const cheered = await call('PUT', path, visitor.token, { kind: 'CHEER' });
    expect(cheered.json).toMatchObject({ total: 1, mine: 'CHEER', counts: { LIKE: 0, CHEER: 1 } });
    await call('PUT', path, visitor.token, { kind: 'CHEER' });
    const own = await call('PUT', path, owner.token, { kind: 'THANKS' });
    expect(own.json).toMatchObject({ total: 2, mine: 'THANKS' });

    const told = (await notificationsOf(owner.id, 'REACTION')).filter(
      (n) => n.link === `/shared/${made.id}`,
    );
    expect(told.map((n) => n.content)).toEqual([
      `${visitor.displayName}님이 내 리딩에 ‘좋아요’를 남겼어요.`,
      `${visitor.displayName}님이 내 리딩에 ‘응원해요’를 남겼어요.`,
    ]);
    expect(told[0]?.title).toBe('공유한 리딩에 새 반응이 있어요');

    const removed = await call('DELETE', path, visitor.token);
    expect(removed.json).toMatchObject({ total: 1, mine: null, counts: { CHEER: 0, THANKS: 1 } });
    const seen = await call('GET', `/api/public/shares/${made.id}`, visitor.token);
    expect(seen.json.reactions).toMatchObject({ total: 1, mine: null });
    expect((await call('PUT', path, visitor.token, { kind: 'WOW' })).status).toBe(400);
  });
});

describe('the caller’s own comments and reactions', () => {
  it('lists them newest first with what they were left on', async () => {
    const reader = await person('조용한독자');
    const made = await share(owner);
    await call('POST', `/api/client/shares/${made.id}/comments`, reader.token, {
      content: '첫 댓글',
    });
    await call('PUT', `/api/client/shares/${made.id}/reaction`, reader.token, { kind: 'AMAZED' });
    const mine = await call('GET', '/api/client/me/comments', reader.token);
    expect(mine.json.content).toEqual([
      {
        id: expect.any(Number),
        content: '첫 댓글',
        target: { type: 'SHARE', shareId: made.id, title: '루나의 쓰리 카드 리딩' },
        createdAt: expect.any(String),
      },
    ]);
    const reactions = await call('GET', '/api/client/me/reactions', reader.token);
    expect(reactions.json.content[0]).toMatchObject({
      kind: 'AMAZED',
      target: { type: 'SHARE', shareId: made.id },
    });
    expect((await call('GET', '/api/client/me/comments?limit=0', reader.token)).status).toBe(400);
  });
});

describe('the seeded shares', () => {
  it('are there under fixed ids, with responses, and hide what their owners hid', async () => {
    const byeol = await call('GET', `/api/public/shares/${demoShareId('community-byeol', 'luna')}`);
    expect(byeol.status).toBe(200);
    expect(byeol.json).toMatchObject({
      question: '오래 연락이 끊긴 친구에게 먼저 연락해도 될까요?',
      ownerName: '별헤는밤',
      commentCount: 2,
      reactions: { total: 3 },
    });
    const demo = await call('GET', `/api/public/shares/${demoShareId('demo-user', 'daon')}`);
    expect(demo.json).toMatchObject({ ownerName: '데모', character: { slug: 'daon' } });
    expect(demo.json.cards.length).toBe(3);
    const hidden = await call('GET', `/api/public/shares/${demoShareId('demo-user', 'hangyeol')}`);
    expect(hidden.json).toMatchObject({ question: null, ownerName: null });
    expect(hidden.text).not.toContain('이직을 준비');
  });
});
