import type { AppDb } from '../../db/database';
import { aiCharacterFavorites, aiCharacterReviews, aiCharacters } from './tables';

// Demo reviews and favourites of characters, so the profiles show ratings and counts. Written
// straight into the tables: the rule "a review needs a reading or chat first" is the api's, and
// the members below stand for people whose readings happened before the demo began. demo-user
// reviews only characters its seeded readings are with (daon, hangyeol).

type DemoReview = [author: string, character: string, rating: number, content: string];

const DEMO_REVIEWS: readonly DemoReview[] = [
  [
    'community-byeol',
    'luna',
    5,
    '밤에 잠이 안 올 때 루나랑 이야기하면 마음이 차분해져요. 문장이 시 같아요.',
  ],
  [
    'community-latte',
    'luna',
    4,
    '비유가 예뻐서 좋아요. 가끔은 조금 더 직접적으로 말해 줘도 좋겠어요.',
  ],
  [
    'community-latte',
    'momo',
    5,
    '리액션이 너무 귀여워요! 가볍게 물어봤는데 해석은 꼼꼼해서 놀랐어요.',
  ],
  ['community-sunny', 'momo', 4, '썸 고민할 때마다 찾게 돼요. 친구랑 수다 떠는 기분이에요.'],
  [
    'community-dawn',
    'sage',
    5,
    '근거를 하나하나 짚어 줘서 믿음이 가요. 재정 계획 세울 때 도움이 됐어요.',
  ],
  ['community-byeol', 'sage', 4, '차분하고 정중한 말투가 좋아요. 조금 길지만 그만큼 자세해요.'],
  ['community-sunny', 'haena', 5, '아침마다 한 장씩 뽑는 게 습관이 됐어요. 하루가 밝아져요!'],
  ['community-dawn', 'hangyeol', 4, '핵심만 딱 짚어 줘서 좋아요. 다음에 할 일이 분명해져요.'],
  ['community-latte', 'daon', 5, '진짜 언니한테 상담받는 느낌이에요. 위로가 많이 됐어요.'],
  ['demo-user', 'daon', 5, '고백 고민을 털어놨는데 다정하게 정리해 줘서 용기가 났어요.'],
  ['demo-user', 'hangyeol', 4, '이직 고민에 현실적인 조언을 들어서 좋았어요.'],
];

const DEMO_FAVORITES: readonly [user: string, character: string][] = [
  ['demo-user', 'daon'],
  ['demo-user', 'haena'],
  ['community-byeol', 'luna'],
  ['community-latte', 'momo'],
  ['community-latte', 'daon'],
  ['community-dawn', 'sage'],
  ['community-sunny', 'haena'],
  ['community-sunny', 'momo'],
];

/** Inserts only what is missing (one review per person and character), so restarts add nothing. */
export async function seedAiReviewsAndFavorites(
  db: AppDb,
  people: { idOf: ReadonlyMap<string, number> },
): Promise<void> {
  const characters = await db
    .select({ id: aiCharacters.id, slug: aiCharacters.slug })
    .from(aiCharacters);
  const characterIdOf = new Map(characters.map((row) => [row.slug, row.id]));
  const reviews = DEMO_REVIEWS.flatMap(([author, character, rating, content]) => {
    const userId = people.idOf.get(author);
    const characterId = characterIdOf.get(character);
    return userId === undefined || characterId === undefined
      ? []
      : [{ userId, characterId, rating, content }];
  });
  if (reviews.length > 0) await db.insert(aiCharacterReviews).values(reviews).onConflictDoNothing();
  const favorites = DEMO_FAVORITES.flatMap(([user, character]) => {
    const userId = people.idOf.get(user);
    const characterId = characterIdOf.get(character);
    return userId === undefined || characterId === undefined ? [] : [{ userId, characterId }];
  });
  if (favorites.length > 0) {
    await db.insert(aiCharacterFavorites).values(favorites).onConflictDoNothing();
  }
}
