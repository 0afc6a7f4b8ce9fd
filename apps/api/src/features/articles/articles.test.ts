import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { aiCharacters, notifications } from '../../db/schema';
import { silentLogger } from '../../lib/logger';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { jsonCaller } from '../../test/json-call';
import { createTestUser, login, TEST_PASSWORD } from '../../test/users';
import { AI_CHARACTERS } from '../ai';
import { ARTICLES } from './content';

let database: Database;
let app: ReturnType<typeof createApp>;
let token: string;

const call = (...args: Parameters<ReturnType<typeof jsonCaller>>) => jsonCaller(app)(...args);

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ env: testEnv(), database, logger: silentLogger });
  const user = await createTestUser(database.db);
  token = (await login(app, user.username ?? '', TEST_PASSWORD)).accessToken;
});

afterAll(async () => {
  await database.close();
});

/** `[text](url)` links, images left out. */
const linksOf = (markdown: string) =>
  [...markdown.matchAll(/(?<!!)\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
const imagesOf = (markdown: string) =>
  [...markdown.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
/** Blocks of prose between blank lines that are neither headings, lists, quotes nor images. */
const paragraphsOf = (markdown: string) =>
  markdown
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '' && !/^(#|-|\d+\.|>|!\[)/.test(block));

describe('the written articles (content)', () => {
  it('has at least two articles for each of the six characters, with unique slugs', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(12);
    for (const character of AI_CHARACTERS) {
      const own = ARTICLES.filter((article) => article.characterSlug === character.slug);
      expect(own.length, character.slug).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(ARTICLES.map((article) => article.slug)).size).toBe(ARTICLES.length);
  });

  it.each(ARTICLES.map((article) => [article.slug, article] as const))(
    '%s is substantive Markdown: headings, a list, a quote, a same-site link, 2–4 images',
    (_slug, article) => {
      const { body } = article;
      expect(paragraphsOf(body).length).toBeGreaterThanOrEqual(5);
      expect(body.split(/\n\s*\n/).length).toBeLessThanOrEqual(30);
      expect(body).toMatch(/^## \S/m);
      expect(body).toMatch(/^(- |\d+\. )\S/m);
      expect(body).toMatch(/^> \S/m);
      expect(linksOf(body).some((url) => /^\/[a-z]/.test(url))).toBe(true);
      expect(article.media.length).toBeGreaterThanOrEqual(2);
      expect(article.media.length).toBeLessThanOrEqual(4);
      // Every image of the body is one of the article's media; the cover opens the body.
      const positions = imagesOf(body).map((url) => url.replace(/^media:/, ''));
      expect(imagesOf(body).every((url) => /^media:\d+$/.test(url))).toBe(true);
      for (const position of positions) expect(Number(position)).toBeLessThan(article.media.length);
      expect(body.startsWith('![')).toBe(true);
      // Polite Korean (해요체 / 하십시오체) and no raw HTML.
      expect(body).toMatch(/(요|니다)[.!?]/);
      expect(body).not.toMatch(/<[a-zA-Z/!]/);
    },
  );

  it('links only to http(s) addresses or same-site paths (DESIGN "Rich text")', () => {
    for (const article of ARTICLES) {
      for (const url of linksOf(article.body)) {
        const sameSite = url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
        expect(sameSite || /^https?:\/\/[^/]/.test(url), `${article.slug}: ${url}`).toBe(true);
      }
    }
  });
});

describe('GET /api/public/ai/articles', () => {
  it('pages every seeded article newest first, each with its character and cover', async () => {
    const seen: { id: number; publishedAt: string }[] = [];
    let lastId: number | undefined;
    for (let page = 0; page < 20; page += 1) {
      const query = lastId === undefined ? '' : `&lastId=${lastId}`;
      const { status, json } = await call('GET', `/api/public/ai/articles?limit=5${query}`);
      expect(status).toBe(200);
      seen.push(...json.content);
      if (json.last) break;
      lastId = json.content.at(-1).id;
    }
    expect(seen).toHaveLength(ARTICLES.length);
    const times = seen.map((each) => each.publishedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const first = (await call('GET', '/api/public/ai/articles?limit=1')).json;
    expect(first).toMatchObject({ empty: false, last: false });
    expect(first.content[0]).toMatchObject({
      title: expect.any(String),
      character: { name: expect.any(String), portraitUrl: expect.stringMatching(/portrait\.svg$/) },
      cover: {
        position: 0,
        url: expect.stringMatching(/^\/api\/public\/ai\/articles\/\d+\/media\/\d+\.svg$/),
      },
      readingMinutes: expect.any(Number),
    });
  });

  it('filters by character', async () => {
    const [luna] = await database.db.select().from(aiCharacters).limit(1);
    const { json } = await call('GET', `/api/public/ai/articles?characterId=${luna?.id}`);
    expect(json.content.length).toBeGreaterThanOrEqual(2);
    for (const each of json.content) expect(each.character.id).toBe(luna?.id);
    expect((await call('GET', '/api/public/ai/articles?characterId=x')).status).toBe(400);
  });
});

describe('GET /api/public/ai/articles/{id}', () => {
  it('answers the Markdown as stored with its media, counts a view, and names its neighbours', async () => {
    const list = (await call('GET', '/api/public/ai/articles?limit=100')).json.content;
    const article = list[0];
    const first = await call('GET', `/api/public/ai/articles/${article.id}`);
    expect(first.status).toBe(200);
    const written = ARTICLES.find((each) => each.title === article.title);
    expect(first.json.body).toBe(written?.body);
    expect(first.json.media).toHaveLength(written?.media.length ?? 0);
    expect(first.json.reactions).toMatchObject({ mine: null });
    const second = await call('GET', `/api/public/ai/articles/${article.id}`);
    expect(second.json.viewCount).toBe(first.json.viewCount + 1);
    // Its character's other article is its previous one (or next).
    const neighbour = first.json.previous ?? first.json.next;
    expect(neighbour).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
  });

  it('answers an unknown article with a Korean 404 and a wrong-shaped id with 404', async () => {
    const unknown = await call('GET', '/api/public/ai/articles/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('글을 찾을 수 없어요.');
    expect((await call('GET', '/api/public/ai/articles/99999999999')).status).toBe(404);
    expect((await call('GET', '/api/public/ai/articles/abc')).status).toBe(404);
  });
});

describe('article media', () => {
  it('lists the images and serves each as SVG drawn by code', async () => {
    const [article] = (await call('GET', '/api/public/ai/articles?limit=1')).json.content;
    const media = await call('GET', `/api/public/ai/articles/${article.id}/media`);
    expect(media.json.map((each: { position: number }) => each.position)).toEqual(
      media.json.map((_: unknown, index: number) => index),
    );
    const image = await call('GET', media.json[0].url);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(image.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(image.text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(image.text).not.toContain('<script');
    const wrong = await call('GET', `/api/public/ai/articles/${article.id}/media/999999.svg`);
    expect(wrong.status).toBe(404);
    expect(wrong.json.message).toBe('이미지를 찾을 수 없어요.');
  });
});

describe('comments and reactions on articles', () => {
  it('stores them like a share’s, and notifies nobody', async () => {
    const [article] = (await call('GET', '/api/public/ai/articles?limit=1')).json.content;
    const [before] = await database.db.select({ n: count() }).from(notifications);
    const posted = await call('POST', `/api/client/ai/articles/${article.id}/comments`, token, {
      content: '좋은 글 고마워요.\n저장해 둘게요.',
    });
    expect(posted.status).toBe(201);
    expect(posted.json).toMatchObject({ content: '좋은 글 고마워요.\n저장해 둘게요.', mine: true });
    const reacted = await call('PUT', `/api/client/ai/articles/${article.id}/reaction`, token, {
      kind: 'THANKS',
    });
    expect(reacted.json).toMatchObject({ mine: 'THANKS' });
    const [after] = await database.db.select({ n: count() }).from(notifications);
    expect(after?.n).toBe(before?.n);

    const comments = await call('GET', `/api/public/ai/articles/${article.id}/comments`, token);
    expect(comments.json.content[0]).toMatchObject({ id: posted.json.id, mine: true });
    const mine = await call('GET', '/api/client/me/comments', token);
    expect(mine.json.content[0].target).toEqual({
      type: 'ARTICLE',
      articleId: article.id,
      title: article.title,
    });
    const removed = await call('DELETE', `/api/client/ai/articles/${article.id}/reaction`, token);
    expect(removed.json.mine).toBeNull();
    const unknown = await call('POST', '/api/client/ai/articles/999999/comments', token, {
      content: '안녕',
    });
    expect(unknown.status).toBe(404);
  });
});
