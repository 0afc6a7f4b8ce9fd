// The ai feature's seed: the six characters (by slug, texts kept up to date), the preset one-tap
// readings, and a short history of finished readings for demo-user (/me/ai/list), written by
// the offline reader so they read like the real thing.

import {
  drawnOrder,
  guessTheme,
  TAROT_SPREADS,
  type TarotSpreadId,
  type TarotTheme,
} from '@arcana/domain';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { createUsersRepository } from '../accounts';
import { AI_CHARACTERS } from './characters';
import { readingDeck } from './deck';
import { writeOfflineReading } from './offline-reader';
import { offlineInputOf } from './reading-input';
import { createAiRepository } from './repository';
import { type AiReadingCard, aiCharacters, aiSimpleTarots } from './tables';

type SimpleTarotSeed = {
  slug: string;
  character: string;
  name: string;
  description: string;
  spread: TarotSpreadId;
  theme: TarotTheme;
  question: string;
};

export const SEEDED_SIMPLE_TAROTS: readonly SimpleTarotSeed[] = [
  {
    slug: 'today',
    character: 'haena',
    name: '오늘의 운세',
    description: '카드 한 장으로 오늘 하루의 흐름과 챙기면 좋은 마음가짐을 알려 드려요.',
    spread: 'ONE_CARD',
    theme: 'TODAY',
    question: '오늘 하루는 어떻게 흘러갈까요?',
  },
  {
    slug: 'yes-or-no',
    character: 'momo',
    name: '예/아니오',
    description: '고민되는 일이 있을 때, 카드 한 장이 예와 아니오 중 어느 쪽에 가까운지 짚어 줘요.',
    spread: 'ONE_CARD',
    theme: 'TODAY',
    question: '지금 고민하는 일, 해도 괜찮을까요?',
  },
  {
    slug: 'love',
    character: 'daon',
    name: '연애운',
    description: '과거, 현재, 미래 세 장으로 지금 사랑의 흐름을 살펴봐요.',
    spread: 'THREE_CARDS',
    theme: 'LOVE',
    question: '지금 제 연애는 어떤 흐름에 있을까요?',
  },
  {
    slug: 'career',
    character: 'hangyeol',
    name: '직업운',
    description: '일과 진로의 흐름을 세 장으로 짚고, 다음 한 걸음을 함께 정해요.',
    spread: 'THREE_CARDS',
    theme: 'CAREER',
    question: '요즘 제 일과 커리어는 어디로 가고 있을까요?',
  },
  {
    slug: 'money',
    character: 'sage',
    name: '재물운',
    description: '돈의 흐름이 어디에서 와서 어디로 가는지 세 장으로 차분히 살펴봐요.',
    spread: 'THREE_CARDS',
    theme: 'MONEY',
    question: '앞으로 제 재물운은 어떨까요?',
  },
  {
    slug: 'this-week',
    character: 'luna',
    name: '이번 주 흐름',
    description: '한 주를 시작하기 전에, 세 장의 카드로 이번 주의 큰 흐름을 미리 읽어요.',
    spread: 'THREE_CARDS',
    theme: 'TODAY',
    question: '이번 주는 어떤 흐름으로 흘러갈까요?',
  },
  {
    slug: 'relationships',
    character: 'luna',
    name: '인간관계운',
    description: '가까운 사람들과의 관계가 지금 어떤 결에 놓여 있는지 세 장으로 비춰 봐요.',
    spread: 'THREE_CARDS',
    theme: 'RELATIONSHIPS',
    question: '요즘 주변 사람들과의 관계는 어떤가요?',
  },
];

type DemoReadingSeed = {
  character: string;
  spread: TarotSpreadId;
  question: string;
  /** Card codes with orientation, in the spread's order. */
  cards: readonly [code: string, reversed: boolean][];
  daysAgo: number;
};

// demo-counselor is a user too: one reading of its own, so its /me/ai pages show something.
const DEMO_COUNSELOR_READINGS: readonly DemoReadingSeed[] = [
  {
    character: 'sage',
    spread: 'THREE_CARDS',
    question: '상담을 시작한 지 일 년이 됐는데, 앞으로 어떤 방향으로 성장하면 좋을까요?',
    cards: [
      ['major-05', false],
      ['pentacles-03', false],
      ['wands-10', true],
    ],
    daysAgo: 2,
  },
];

const DEMO_READINGS: readonly DemoReadingSeed[] = [
  {
    character: 'daon',
    spread: 'THREE_CARDS',
    question: '요즘 썸 타는 사람이 있는데 제 마음을 고백해도 될까요?',
    cards: [
      ['cups-02', false],
      ['wands-03', true],
      ['major-19', false],
    ],
    daysAgo: 6,
  },
  {
    character: 'hangyeol',
    spread: 'THREE_CARDS',
    question: '올해 안에 이직을 준비하는 게 좋을까요?',
    cards: [
      ['pentacles-08', false],
      ['wands-06', false],
      ['major-17', true],
    ],
    daysAgo: 3,
  },
  {
    character: 'haena',
    spread: 'ONE_CARD',
    question: '오늘 하루는 어떻게 흘러갈까요?',
    cards: [['major-19', false]],
    daysAgo: 1,
  },
];

async function upsertCharacters(db: AppDb): Promise<void> {
  await db
    .insert(aiCharacters)
    .values(
      AI_CHARACTERS.map((character, index) => ({
        slug: character.slug,
        name: character.name,
        title: character.title,
        speciality: character.speciality,
        tone: character.tone,
        greeting: character.greeting,
        introduction: character.introduction,
        palette: [...character.palette] as [string, string, string],
        sortOrder: index,
      })),
    )
    .onConflictDoUpdate({
      target: aiCharacters.slug,
      set: {
        name: sql`excluded.name`,
        title: sql`excluded.title`,
        speciality: sql`excluded.speciality`,
        tone: sql`excluded.tone`,
        greeting: sql`excluded.greeting`,
        introduction: sql`excluded.introduction`,
        palette: sql`excluded.palette`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}

async function upsertSimpleTarots(db: AppDb, idOf: Map<string, number>): Promise<void> {
  await db
    .insert(aiSimpleTarots)
    .values(
      SEEDED_SIMPLE_TAROTS.map(({ character, ...preset }, index) => ({
        ...preset,
        characterId: idOf.get(character) as number,
        sortOrder: index,
      })),
    )
    .onConflictDoUpdate({
      target: aiSimpleTarots.slug,
      set: {
        characterId: sql`excluded.character_id`,
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        spread: sql`excluded.spread`,
        theme: sql`excluded.theme`,
        question: sql`excluded.question`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}

/** A demo account's finished readings; only while it has none, so a restart adds nothing. */
async function seedDemoReadings(
  db: AppDb,
  now: Date,
  idOf: Map<string, number>,
  username: string,
  readings: readonly DemoReadingSeed[],
): Promise<void> {
  const user = await createUsersRepository(db).findByUsername(username);
  const repository = createAiRepository(db);
  if (!user || (await repository.countOfUser(user.id)) > 0) return;
  const deck = await readingDeck(db);
  const idByCode = new Map(deck.cards.map((card) => [card.code, card.id]));
  for (const demo of readings) {
    const character = AI_CHARACTERS.find((each) => each.slug === demo.character);
    const characterId = idOf.get(demo.character);
    if (!character || characterId === undefined) continue;
    const drawn = drawnOrder(deck.cards.length);
    const deckOrder = drawn.order.map((index) => deck.cards[index]?.id as number);
    const positions = TAROT_SPREADS[demo.spread].positions;
    const cards: AiReadingCard[] = demo.cards.map(([code, reversed], index) => {
      const cardId = idByCode.get(code) as number;
      const pickedPosition = deckOrder.indexOf(cardId);
      drawn.reversed[pickedPosition] = reversed;
      return { positionKey: positions[index]?.key as string, pickedPosition, cardId, reversed };
    });
    const theme = guessTheme(demo.question);
    const facts = { character, spread: demo.spread, theme, question: demo.question, cards };
    const at = new Date(now.getTime() - demo.daysAgo * 86_400_000);
    await repository.insertReading({
      characterId,
      userId: user.id,
      spread: demo.spread,
      theme,
      question: demo.question,
      deckOrder,
      deckReversed: drawn.reversed,
      cards,
      status: 'COMPLETED',
      answer: writeOfflineReading(offlineInputOf(facts, deck)),
      provider: 'offline',
      createdAt: at,
      pickedAt: at,
      answerStartedAt: at,
      completedAt: at,
    });
  }
}

/** Runs on every start after the tarot deck's seed (the demo readings draw from it). */
export async function seedAi(db: AppDb, now: Date): Promise<void> {
  await upsertCharacters(db);
  const rows = await db.select({ id: aiCharacters.id, slug: aiCharacters.slug }).from(aiCharacters);
  const idOf = new Map(rows.map((row) => [row.slug, row.id]));
  await upsertSimpleTarots(db, idOf);
  // demo-user's readings are 1–3 and demo-counselor's is 4 on a fresh install (smoke seeds).
  await seedDemoReadings(db, now, idOf, 'demo-user', DEMO_READINGS);
  await seedDemoReadings(db, now, idOf, 'demo-counselor', DEMO_COUNSELOR_READINGS);
}
