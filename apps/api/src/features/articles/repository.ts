import { and, asc, desc, eq, gt, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { aiCharacters } from '../ai';
import { articleMedia, articles } from './tables';

// The only ORM code of articles and their media. Lists run newest first by (published_at, id);
// `lastId` names the last article seen, so the next page starts after it in that order.

export type ArticleRow = typeof articles.$inferSelect & { characterName: string };
export type MediaRow = Omit<typeof articleMedia.$inferSelect, 'svg'>;

const articleColumns = {
  id: articles.id,
  slug: articles.slug,
  characterId: articles.characterId,
  title: articles.title,
  summary: articles.summary,
  body: articles.body,
  publishedAt: articles.publishedAt,
  viewCount: articles.viewCount,
  characterName: aiCharacters.name,
};

const mediaColumns = {
  id: articleMedia.id,
  articleId: articleMedia.articleId,
  position: articleMedia.position,
  alt: articleMedia.alt,
  caption: articleMedia.caption,
};

/** Articles after `lastId` in the newest-first order (none when lastId names no article). */
function olderThan(lastId: number): SQL {
  const published = sql`(select ${articles.publishedAt} from ${articles} where ${articles.id} = ${lastId})`;
  return sql`(${articles.publishedAt}, ${articles.id}) < (${published}, ${lastId})`;
}

export function createArticlesRepository(db: AppDb) {
  function select() {
    return db
      .select(articleColumns)
      .from(articles)
      .innerJoin(aiCharacters, eq(aiCharacters.id, articles.characterId));
  }

  async function find(id: number): Promise<ArticleRow | undefined> {
    const [row] = await select().where(eq(articles.id, id)).limit(1);
    return row;
  }

  return {
    async page(query: {
      characterId?: number | undefined;
      limit: number;
      lastId?: number | undefined;
    }): Promise<{ rows: ArticleRow[]; total: number }> {
      const where = and(
        query.characterId === undefined ? undefined : eq(articles.characterId, query.characterId),
        query.lastId === undefined ? undefined : olderThan(query.lastId),
      );
      const rows = await select()
        .where(where)
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(query.limit);
      const [total] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(articles)
        .where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },

    find,

    /** Counts one view and answers the article with the new count. */
    async view(id: number): Promise<ArticleRow | undefined> {
      await db
        .update(articles)
        .set({ viewCount: sql`${articles.viewCount} + 1` })
        .where(eq(articles.id, id));
      return find(id);
    },

    /** The same character's articles just older and just newer than this one. */
    async neighbours(row: ArticleRow) {
      const same = eq(articles.characterId, row.characterId);
      const older = or(
        lt(articles.publishedAt, row.publishedAt),
        and(eq(articles.publishedAt, row.publishedAt), lt(articles.id, row.id)),
      );
      const newer = or(
        gt(articles.publishedAt, row.publishedAt),
        and(eq(articles.publishedAt, row.publishedAt), gt(articles.id, row.id)),
      );
      const pick = { id: articles.id, title: articles.title };
      const [previous] = await db
        .select(pick)
        .from(articles)
        .where(and(same, older))
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(1);
      const [next] = await db
        .select(pick)
        .from(articles)
        .where(and(same, newer))
        .orderBy(asc(articles.publishedAt), asc(articles.id))
        .limit(1);
      return { previous: previous ?? null, next: next ?? null };
    },

    /** Titles by id, for the lists of what someone commented on or reacted to. */
    async titles(ids: readonly number[]): Promise<Map<number, string>> {
      const rows = await db
        .select({ id: articles.id, title: articles.title })
        .from(articles)
        .where(inArray(articles.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.title]));
    },

    async mediaOf(articleIds: readonly number[]): Promise<MediaRow[]> {
      if (articleIds.length === 0) return [];
      return db
        .select(mediaColumns)
        .from(articleMedia)
        .where(inArray(articleMedia.articleId, [...articleIds]))
        .orderBy(asc(articleMedia.articleId), asc(articleMedia.position));
    },

    async mediaSvg(articleId: number, mediaId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ svg: articleMedia.svg })
        .from(articleMedia)
        .where(and(eq(articleMedia.articleId, articleId), eq(articleMedia.id, mediaId)))
        .limit(1);
      return row?.svg;
    },
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
