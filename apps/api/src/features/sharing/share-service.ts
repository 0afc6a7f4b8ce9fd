import { randomBytes } from 'node:crypto';
import {
  type Comment,
  isShareId,
  type KeysetPage,
  REACTION_LABELS,
  type ReactionKind,
  type ReactionSummary,
  type SharedReading,
  type ShareSummary,
  TAROT_SPREADS,
  type TarotSpreadId,
  type TarotTheme,
} from '@arcana/domain';
import { AppError } from '../../lib/app-error';
import type { CursorQuery } from '../../lib/cursor-page';
import type { Notifier } from '../notifications';
import type { SharingAi } from './ai-source';
import type { EngagementTarget } from './engagement-repository';
import type { EngagementService } from './engagement-service';
import { sharingMessages as m } from './messages';
import type { ShareCursor, ShareListRow, ShareRow, SharesRepository } from './shares-repository';

// DESIGN "Sharing": a share is a frozen snapshot of one completed reading of its owner, under a
// random 128-bit id; the question and the owner's name are copied into it only when allowed,
// so nothing the owner hid can ever be served. Comments and reactions tell the owner (REACTION,
// COMMENT), never about their own.

/** 16 bytes from the system's CSPRNG, unpadded base64url: 22 characters, never sequential. */
export function newShareId(): string {
  return randomBytes(16).toString('base64url');
}

const EXCERPT_LENGTH = 80;
const NOTIFY_EXCERPT_LENGTH = 40;

function clip(text: string, length: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= length ? chars.join('') : `${chars.slice(0, length).join('')}…`;
}

/**
 * The answer as a share may show it: a reader echoes the question (the offline reader quotes it
 * word for word), so a hidden question is taken out of the answer too.
 */
export function answerForShare(answer: string, question: string, showQuestion: boolean): string {
  const words = question.trim();
  if (showQuestion || words === '') return answer;
  return answer.split(words).join(m.hiddenQuestion);
}

/** Cursor times stay between 1970 and 2255, far inside what PostgreSQL can add up. */
const MAX_CURSOR_MICROS = 9_000_000_000_000_000;

export function encodeCursor(cursor: ShareCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** A cursor this api wrote, or null for anything else (then the list answers 400). */
export function decodeCursor(text: string): ShareCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { score, micros, id } = value as Record<string, unknown>;
    const inRange = (n: unknown, max: number) =>
      typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 && n <= max;
    if (!inRange(micros, MAX_CURSOR_MICROS)) return null;
    if (!isShareId(id)) return null;
    if (score !== undefined && !inRange(score, 2_000_000_000)) {
      return null;
    }
    return {
      micros: micros as number,
      id: id as string,
      ...(score === undefined ? {} : { score: score as number }),
    };
  } catch {
    return null;
  }
}

export type ShareServiceDeps = {
  shares: SharesRepository;
  engagement: EngagementService;
  ai: SharingAi;
  notifier: Notifier;
};

export function createShareService({ shares, engagement, ai, notifier }: ShareServiceDeps) {
  /** The share, or 404 for a malformed id as for an unknown one. */
  async function existing(id: string): Promise<ShareRow> {
    const share = isShareId(id) ? await shares.find(id) : undefined;
    if (!share) throw AppError.notFound(m.shareNotFound);
    return share;
  }

  async function view(share: ShareRow, viewerId: number | null): Promise<SharedReading> {
    const { snapshot } = share;
    const spread = snapshot.spread as TarotSpreadId;
    const target: EngagementTarget = { type: 'SHARE', shareId: share.id };
    const [characters, cards, reactions, commentCount] = await Promise.all([
      ai.characterSummaries([share.characterId]),
      ai.readingCards(spread, snapshot.cards),
      engagement.reactionSummary(target, viewerId),
      engagement.commentCount(target),
    ]);
    const character = characters.get(share.characterId);
    if (!character) throw AppError.notFound(m.shareNotFound);
    return {
      id: share.id,
      character,
      spread,
      spreadName: TAROT_SPREADS[spread].nameKo,
      theme: snapshot.theme as TarotTheme,
      question: share.showQuestion ? snapshot.question : null,
      ownerName: share.showName ? snapshot.ownerName : null,
      cards,
      answer: snapshot.answer,
      reactions,
      commentCount,
      mine: viewerId !== null && viewerId === share.ownerId,
      createdAt: share.createdAt.toISOString(),
    };
  }

  async function summary(row: ShareListRow): Promise<ShareSummary> {
    const { snapshot } = row;
    const spread = snapshot.spread as TarotSpreadId;
    const cards = await ai.readingCards(spread, snapshot.cards);
    return {
      id: row.id,
      character: {
        id: row.characterId,
        name: snapshot.character.name,
        portraitUrl: `/api/public/ai/characters/${row.characterId}/portrait.svg`,
      },
      spread,
      spreadName: TAROT_SPREADS[spread].nameKo,
      theme: snapshot.theme as TarotTheme,
      question: row.showQuestion ? snapshot.question : null,
      ownerName: row.showName ? snapshot.ownerName : null,
      cards: cards.map((card) => ({
        cardId: card.card.id,
        nameKo: card.card.nameKo,
        reversed: card.reversed,
      })),
      excerpt: clip(snapshot.answer, EXCERPT_LENGTH),
      reactionTotal: row.reactionTotal,
      commentCount: row.commentCount,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function notifyOwner(
    share: ShareRow,
    actorId: number,
    type: 'REACTION' | 'COMMENT',
    content: (actorName: string) => string,
  ) {
    if (share.ownerId === actorId) return;
    const actorName = (await shares.displayNameOf(actorId)) ?? '';
    const title = type === 'REACTION' ? m.reactionNotification.title : m.commentNotification.title;
    await notifier.notify('USER', share.ownerId, type, {
      title,
      content: content(actorName),
      link: `/shared/${share.id}`,
    });
  }

  return {
    async create(
      userId: number,
      request: { readingId: number; showQuestion: boolean; showName: boolean },
    ): Promise<SharedReading> {
      const outcome = await ai.shareable(request.readingId, userId);
      if (!outcome.ok) {
        if (outcome.reason === 'NOT_FOUND') throw AppError.notFound(m.readingNotFound);
        if (outcome.reason === 'NOT_YOURS') throw new AppError(403, 'FORBIDDEN', m.notYourReading);
        throw new AppError(409, 'CONFLICT', m.readingNotCompleted);
      }
      const { reading } = outcome;
      const { character } = reading;
      const ownerName = request.showName ? await shares.displayNameOf(userId) : null;
      const share = await shares.insert({
        id: newShareId(),
        ownerId: userId,
        readingId: reading.readingId,
        characterId: character.id,
        showQuestion: request.showQuestion,
        showName: request.showName,
        snapshot: {
          character: {
            id: character.id,
            slug: character.slug,
            name: character.name,
            title: character.title,
          },
          spread: reading.spread,
          theme: reading.theme,
          // Only what the owner allowed is copied; the rest never reaches the table.
          question: request.showQuestion ? reading.question : null,
          ownerName,
          cards: reading.cards.map(({ positionKey, cardId, reversed }) => ({
            positionKey,
            cardId,
            reversed,
          })),
          answer: answerForShare(reading.answer, reading.question, request.showQuestion),
          readAt: reading.completedAt.toISOString(),
        },
      });
      return view(share, userId);
    },

    async get(id: string, viewerId: number | null): Promise<SharedReading> {
      return view(await existing(id), viewerId);
    },

    async list(query: {
      sort: 'recent' | 'popular';
      characterId?: number | undefined;
      cursor?: ShareCursor | undefined;
      limit: number;
    }): Promise<KeysetPage<ShareSummary>> {
      // One more than asked tells whether another page follows.
      const rows = await shares.page({ ...query, limit: query.limit + 1 });
      const page = rows.slice(0, query.limit);
      const lastRow = page.at(-1);
      const nextCursor =
        rows.length > query.limit && lastRow
          ? encodeCursor({
              micros: lastRow.createdAtMicros,
              id: lastRow.id,
              ...(query.sort === 'popular' ? { score: lastRow.score } : {}),
            })
          : null;
      return { content: await Promise.all(page.map(summary)), nextCursor };
    },

    async delete(id: string, userId: number): Promise<void> {
      const share = await existing(id);
      if (share.ownerId !== userId) throw new AppError(403, 'FORBIDDEN', m.notYourShare);
      await shares.delete(id);
    },

    async comments(id: string, cursor: CursorQuery, viewerId: number | null) {
      const share = await existing(id);
      return engagement.comments({ type: 'SHARE', shareId: share.id }, cursor, viewerId);
    },

    async addComment(id: string, userId: number, content: string): Promise<Comment> {
      const share = await existing(id);
      const comment = await engagement.addComment(
        { type: 'SHARE', shareId: share.id },
        userId,
        content,
      );
      await notifyOwner(share, userId, 'COMMENT', (who) =>
        m.commentNotification.content(who, clip(content, NOTIFY_EXCERPT_LENGTH)),
      );
      return comment;
    },

    async putReaction(id: string, userId: number, kind: ReactionKind): Promise<ReactionSummary> {
      const share = await existing(id);
      const { summary: reactions, changed } = await engagement.putReaction(
        { type: 'SHARE', shareId: share.id },
        userId,
        kind,
      );
      if (changed) {
        await notifyOwner(share, userId, 'REACTION', (who) =>
          m.reactionNotification.content(who, REACTION_LABELS[kind].nameKo),
        );
      }
      return reactions;
    },

    async deleteReaction(id: string, userId: number): Promise<ReactionSummary> {
      const share = await existing(id);
      return engagement.deleteReaction({ type: 'SHARE', shareId: share.id }, userId);
    },
  };
}

export type ShareService = ReturnType<typeof createShareService>;
