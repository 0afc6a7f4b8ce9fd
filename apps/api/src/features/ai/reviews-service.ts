import type { AiCharacterSummary, AiReview, CursorPage } from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { type CursorQuery, cursorPage } from '../../lib/cursor-page';
import { createFavoritesRepository } from './favorites-repository';
import { createAiRepository } from './repository';
import { reviewMessages as m } from './reviews-messages';
import { createReviewsRepository, type ReviewRow } from './reviews-repository';
import { characterSummaries } from './share-data';
import { portraitUrl } from './views';

// Reviews (rating 1–5, text 10–1,000, one per user and character, editable) and favourites of
// characters. A review needs the person to have used the character: a finished reading or a
// chat with it, so ratings come from people who heard its voice.

/** The author's display name masked as lists show it: 김** (first character kept). */
export function maskName(name: string): string {
  const [first = ''] = Array.from(name.trim());
  return `${first}**`;
}

function toReview(row: ReviewRow, viewerId: number | null): AiReview {
  return {
    id: row.id,
    character: {
      id: row.characterId,
      name: row.characterName,
      portraitUrl: portraitUrl(row.characterId),
    },
    rating: row.rating,
    content: row.content,
    authorName: maskName(row.authorName),
    mine: viewerId !== null && viewerId === row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createReviewsService(db: AppDb) {
  const characters = createAiRepository(db);
  const reviews = createReviewsRepository(db);
  const favorites = createFavoritesRepository(db);

  async function character(id: number) {
    const row = await characters.findCharacter(id);
    if (!row) throw AppError.notFound(m.characterNotFound);
    return row;
  }

  return {
    async reviewsOf(
      characterId: number,
      cursor: CursorQuery,
      viewerId: number | null,
    ): Promise<CursorPage<AiReview>> {
      await character(characterId);
      const { rows, total } = await reviews.page({ characterId }, cursor);
      return cursorPage(
        rows.map((row) => toReview(row, viewerId)),
        total,
        cursor.limit,
      );
    },

    async myReviews(userId: number, cursor: CursorQuery): Promise<CursorPage<AiReview>> {
      const { rows, total } = await reviews.page({ userId }, cursor);
      return cursorPage(
        rows.map((row) => toReview(row, userId)),
        total,
        cursor.limit,
      );
    },

    async write(
      userId: number,
      characterId: number,
      review: { rating: number; content: string },
    ): Promise<AiReview> {
      const row = await character(characterId);
      if (!(await reviews.hasUsed(userId, characterId))) {
        throw new AppError(403, 'FORBIDDEN', m.notUsedYet(row.name));
      }
      return toReview(await reviews.upsert({ userId, characterId, ...review }), userId);
    },

    async remove(userId: number, characterId: number): Promise<void> {
      await character(characterId);
      if (!(await reviews.delete(userId, characterId))) throw AppError.notFound(m.reviewNotFound);
    },

    async favoriteState(userId: number, characterId: number) {
      await character(characterId);
      return favorites.state(userId, characterId);
    },

    async setFavorite(userId: number, characterId: number, favorite: boolean) {
      await character(characterId);
      if (favorite) await favorites.add(userId, characterId);
      else await favorites.remove(userId, characterId);
      return favorites.state(userId, characterId);
    },

    async favoritesOf(userId: number): Promise<AiCharacterSummary[]> {
      const ids = await favorites.idsOf(userId);
      const summaries = await characterSummaries(db, ids);
      return ids.flatMap((id) => {
        const summary = summaries.get(id);
        return summary ? [summary] : [];
      });
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
