// Chats with a character (login only): every message is kept; an answer is one request of the
// day; the character remembers the conversation (the last 20 messages) and the user's latest
// reading with it. Without a model the offline chat writes the answer and records what it
// stated (`facts`), so a later "what did you say earlier?" is answered from the stored facts.

import {
  type AiChatMessage,
  type AiChatSummary,
  CRISIS_ANSWER,
  type CursorPage,
  isCrisisText,
  seoulDateKey,
  TAROT_SPREADS,
  type TarotSpreadId,
} from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { cursorPage } from '../../lib/cursor-page';
import type { Logger } from '../../lib/logger';
import type { ShutdownRegistry } from '../../lib/shutdown';
import type { LlmMessage, LlmProvider } from '../../providers/llm/llm-provider';
import { type ChatMessageRow, createChatsRepository } from './chats-repository';
import { readingDeck } from './deck';
import { type LiveAnswer, startAnswer } from './live-answer';
import { aiMessages } from './messages';
import { type ChatFacts, type ChatReading, writeOfflineChat } from './offline-chat';
import { characterSystemLines, voiceOf } from './reading-input';
import { type CharacterRow, createAiRepository, type ReadingRow } from './repository';
import { characterSummaries } from './share-data';
import { textProvider } from './text-provider';
import { consumeRequest } from './usage';
import { excerptOf } from './views';

/** How many earlier messages the character reads before answering. */
export const CHAT_MEMORY = 20;

type Deps = {
  db: AppDb;
  now: Clock;
  logger: Logger;
  shutdown: ShutdownRegistry;
  llm: LlmProvider | null;
  offlineDelayMs: number;
};

export const toChatMessage = (row: ChatMessageRow): AiChatMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});

export type ChatSend = {
  userMessage: AiChatMessage;
  answer: LiveAnswer;
  /** The stored answer, once written. */
  saved: Promise<AiChatMessage | null>;
};

export function createChatsService(deps: Deps) {
  const { db, now, logger, shutdown, llm } = deps;
  const repository = createAiRepository(db);
  const chats = createChatsRepository(db);

  async function characterOr404(id: number): Promise<CharacterRow> {
    const row = await repository.findCharacter(id);
    if (!row) throw AppError.notFound(aiMessages.characterNotFound);
    return row;
  }

  async function chatReading(row: ReadingRow | undefined): Promise<ChatReading | null> {
    if (!row?.cards) return null;
    const deck = await readingDeck(db);
    const spread = TAROT_SPREADS[row.spread as TarotSpreadId];
    return {
      spreadName: spread.nameKo,
      question: row.question,
      cards: row.cards.map((card) => ({
        positionName: spread.positions.find((p) => p.key === card.positionKey)?.nameKo ?? '',
        cardName: deck.byId.get(card.cardId)?.nameKo ?? '',
        reversed: card.reversed,
      })),
      summary: excerptOf(row.answer),
    };
  }

  function modelMessages(
    character: CharacterRow,
    reading: ChatReading | null,
    earlier: readonly ChatMessageRow[],
    content: string,
  ): LlmMessage[] {
    const system = [
      ...characterSystemLines(voiceOf(character)),
      '지금은 타로 리딩이 아니라 편안한 대화예요. 짧고 자연스럽게(3~6문장) 답해요.',
      reading
        ? `상대와 가장 최근에 함께 본 리딩: ${reading.spreadName}, 질문 '${reading.question}', 카드 ${reading.cards
            .map((c) => `${c.positionName}: ${c.cardName}(${c.reversed ? '역방향' : '정방향'})`)
            .join(', ')}. 그때의 리딩 요약: ${reading.summary}`
        : '상대와 함께 본 리딩은 아직 없어요.',
      '이전에 한 말(행운의 색, 숫자 등)을 다시 물으면 대화 기록에서 찾아 똑같이 답해요.',
    ].join('\n');
    return [
      { role: 'system', content: system },
      ...earlier.map((row) => ({
        role: row.role === 'USER' ? ('user' as const) : ('assistant' as const),
        content: row.content,
      })),
      { role: 'user', content },
    ];
  }

  return {
    async list(userId: number): Promise<AiChatSummary[]> {
      const conversations = await chats.conversations(userId);
      const [characters, lasts] = await Promise.all([
        characterSummaries(
          db,
          conversations.map((each) => each.characterId),
        ),
        chats.byIds(conversations.map((each) => each.lastId)),
      ]);
      const lastById = new Map(lasts.map((row) => [row.id, row]));
      return conversations.flatMap((each) => {
        const character = characters.get(each.characterId);
        const last = lastById.get(each.lastId);
        return character && last
          ? [{ character, lastMessage: toChatMessage(last), messageCount: each.messageCount }]
          : [];
      });
    },

    async page(
      userId: number,
      characterId: number,
      cursor: { limit: number; lastId?: number | undefined },
    ): Promise<CursorPage<AiChatMessage>> {
      const character = await characterOr404(characterId);
      const { rows, total } = await chats.page({ userId, characterId: character.id }, cursor);
      return cursorPage(rows.map(toChatMessage), total, cursor.limit);
    },

    /**
     * Stores the message and starts the answer (429 DAILY_LIMIT and nothing stored when over
     * the day's count). Words of self-harm get the caring answer, uncounted.
     */
    async send(userId: number, characterId: number, content: string): Promise<ChatSend> {
      const character = await characterOr404(characterId);
      const pair = { userId, characterId: character.id };
      const at = now();
      const crisis = isCrisisText(content);
      // Counted and stored together: a refused or failed send leaves neither behind.
      const { earlier, userRow } = await db.transaction(async (tx) => {
        if (!crisis) await consumeRequest(tx, { userId }, at);
        const inTx = createChatsRepository(tx);
        return {
          earlier: await inTx.recent(pair, CHAT_MEMORY),
          userRow: await inTx.insert(pair, { role: 'USER', content }, at),
        };
      });

      let provider: LlmProvider;
      let messages: LlmMessage[] = [];
      let facts: ChatFacts | null = null;
      if (crisis) {
        provider = textProvider(CRISIS_ANSWER, deps.offlineDelayMs);
      } else {
        const reading = await chatReading(await repository.latestCompleted(userId, character.id));
        if (llm) {
          provider = llm;
          messages = modelMessages(character, reading, earlier, content);
        } else {
          const written = writeOfflineChat({
            character: voiceOf(character),
            message: content,
            earlier: earlier.map((row) => ({
              role: row.role,
              content: row.content,
              facts: row.facts as ChatFacts | null,
            })),
            reading,
            day: seoulDateKey(at.getTime()),
          });
          provider = textProvider(written.text, deps.offlineDelayMs);
          facts = written.facts;
        }
      }

      let stored: ChatMessageRow | null = null;
      const answer = startAnswer({
        provider,
        request: { messages, maxTokens: 600 },
        save: async (text, completed) => {
          stored = await chats.insert(
            pair,
            { role: 'ASSISTANT', content: text, facts: completed ? facts : null },
            now(),
          );
        },
        shutdown,
        logger,
      });
      const saved = answer.finished.then(() => (stored ? toChatMessage(stored) : null));
      return { userMessage: toChatMessage(userRow), answer, saved };
    },

    async remove(userId: number, characterId: number): Promise<void> {
      const character = await characterOr404(characterId);
      await chats.deleteConversation({ userId, characterId: character.id });
    },
  };
}

export type ChatsService = ReturnType<typeof createChatsService>;
