import { articleArtSvg, type CardArtIdentity, type ReactionKind } from '@arcana/domain';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { aiCharacters } from '../ai';
import { createEngagement } from '../sharing';
import { TAROT_DECK } from '../tarot';
import { ARTICLES, type ArticleContent } from './content';
import { articleMedia, articles } from './tables';

// Copies the written articles into the tables, upserting by slug (and media by position), so an
// edit reaches the database on the next start while ids, comments and reactions stay. Images
// are drawn here from the character's stored palette.

const cardByCode = new Map(TAROT_DECK.map((card) => [card.code, card]));

function cardIdentity(code: string): CardArtIdentity {
  const card = cardByCode.get(code);
  if (!card) throw new Error(`article art names an unknown card ${code}`);
  return { arcana: card.arcana, suit: card.suit, number: card.number, nameKo: card.nameKo };
}

/** A stable number from the slug, so the same article always draws the same sky. */
function seedOf(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16_777_619);
  return hash >>> 0;
}

async function seedOne(
  db: AppDb,
  article: ArticleContent,
  character: { id: number; palette: [string, string, string] },
) {
  const values = {
    slug: article.slug,
    characterId: character.id,
    title: article.title,
    summary: article.summary,
    body: article.body,
    publishedAt: new Date(article.publishedAt),
  };
  const [row] = await db
    .insert(articles)
    .values(values)
    .onConflictDoUpdate({ target: articles.slug, set: values })
    .returning({ id: articles.id });
  if (!row) throw new Error(`article ${article.slug} was not stored`);
  for (const [position, media] of article.media.entries()) {
    const svg = articleArtSvg({
      palette: character.palette,
      motif: media.motif,
      seed: seedOf(`${article.slug}:${position}`),
      label: media.alt,
      cards: (media.cards ?? []).map(cardIdentity),
    });
    const image = { articleId: row.id, position, alt: media.alt, caption: media.caption, svg };
    await db
      .insert(articleMedia)
      .values(image)
      .onConflictDoUpdate({
        target: [articleMedia.articleId, articleMedia.position],
        set: { alt: image.alt, caption: image.caption, svg: sql`excluded.svg` },
      });
  }
  await db
    .delete(articleMedia)
    .where(
      and(eq(articleMedia.articleId, row.id), gte(articleMedia.position, article.media.length)),
    );
}

/** Runs after the characters are seeded; articles of a missing character are skipped. */
export async function seedArticles(db: AppDb): Promise<void> {
  const slugs = [...new Set(ARTICLES.map((article) => article.characterSlug))];
  const characters = await db
    .select({ id: aiCharacters.id, slug: aiCharacters.slug, palette: aiCharacters.palette })
    .from(aiCharacters)
    .where(inArray(aiCharacters.slug, slugs));
  const bySlug = new Map(characters.map((character) => [character.slug, character]));
  for (const article of ARTICLES) {
    const character = bySlug.get(article.characterSlug);
    if (character) await seedOne(db, article, character);
  }
}

/** What people said under the articles (nobody is notified of these, as of any article's). */
const ARTICLE_RESPONSES: readonly {
  slug: string;
  comments: readonly [author: string, content: string][];
  reactions: readonly [author: string, kind: ReactionKind][];
}[] = [
  {
    slug: 'luna-moon-phases-of-relationships',
    comments: [
      ['community-byeol', '그믐달은 쉼표라는 말이 오래 남네요.'],
      ['demo-user', '오늘 밤 달 보면서 다시 읽어 볼게요.'],
    ],
    reactions: [
      ['community-byeol', 'EMPATHY'],
      ['community-latte', 'LIKE'],
      ['demo-user', 'THANKS'],
    ],
  },
  {
    slug: 'daon-lovers-card-is-not-a-promise',
    comments: [['community-latte', '연인 카드가 선택의 카드라는 거 처음 알았어요!']],
    reactions: [
      ['community-latte', 'AMAZED'],
      ['community-sunny', 'LIKE'],
    ],
  },
  {
    slug: 'sage-pentacles-and-money-flow',
    comments: [['community-dawn', '숫자 순서로 보니까 흐름이 한눈에 들어와요.']],
    reactions: [['community-dawn', 'THANKS']],
  },
  {
    slug: 'hangyeol-burnout-and-the-hermit',
    comments: [['demo-user', '멈춤도 전략이라는 말 저장해 둘게요.']],
    reactions: [
      ['demo-user', 'CHEER'],
      ['community-dawn', 'EMPATHY'],
    ],
  },
  {
    slug: 'momo-crush-signals-in-cups',
    comments: [['community-sunny', '컵 7 나왔었는데 현실 체크 해야겠네요 ㅎㅎ']],
    reactions: [['community-byeol', 'LIKE']],
  },
  {
    slug: 'haena-morning-one-card-ritual',
    comments: [['community-sunny', '내일 아침부터 바로 해 볼게요!']],
    reactions: [
      ['community-sunny', 'CHEER'],
      ['demo-user', 'LIKE'],
    ],
  },
];

/** Comments and reactions under the articles; only while the articles have none at all. */
export async function seedArticleResponses(
  db: AppDb,
  people: { idOf: ReadonlyMap<string, number> },
): Promise<void> {
  const engagement = createEngagement(db);
  const stored = await db.select({ id: articles.id, slug: articles.slug }).from(articles);
  const idOfSlug = new Map(stored.map((row) => [row.slug, row.id]));
  const counts = await engagement.countsOf(
    'ARTICLE',
    stored.map((row) => row.id),
  );
  if ([...counts.values()].some((each) => each.comments + each.reactions > 0)) return;
  for (const response of ARTICLE_RESPONSES) {
    const articleId = idOfSlug.get(response.slug);
    if (articleId === undefined) continue;
    const target = { type: 'ARTICLE' as const, articleId };
    for (const [author, content] of response.comments) {
      const userId = people.idOf.get(author);
      if (userId !== undefined) await engagement.addComment(target, userId, content);
    }
    for (const [author, kind] of response.reactions) {
      const userId = people.idOf.get(author);
      if (userId !== undefined) await engagement.putReaction(target, userId, kind);
    }
  }
}
