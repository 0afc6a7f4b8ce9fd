// Readings (DESIGN "Readings are drawn on the server"): the server shuffles at the start and
// keeps the order; picks are positions in it; the answer is written once and saved whole.

import {
  type AiCharacterDetail,
  type AiCharacterSummary,
  type AiReading,
  type AiReadingStart,
  type AiReadingSummary,
  type AiSimpleTarot,
  type AiUsage,
  CRISIS_ANSWER,
  type CursorPage,
  drawnOrder,
  guessTheme,
  isCrisisText,
  PickPositionsError,
  pickPositions,
  TAROT_SPREADS,
  type TarotSpreadId,
  type TarotTheme,
} from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { cursorPage } from '../../lib/cursor-page';
import type { Logger } from '../../lib/logger';
import type { ShutdownRegistry } from '../../lib/shutdown';
import type { LlmProvider } from '../../providers/llm/llm-provider';
import { readingDeck } from './deck';
import { type AnswerRegistry, type LiveAnswer, startAnswer } from './live-answer';
import { aiMessages } from './messages';
import { offlineReaderProvider } from './offline-reader';
import { offlineInputOf, type ReadingFacts, readingPrompt } from './reading-input';
import { type CharacterRow, createAiRepository, type ReadingRow } from './repository';
import { characterSummaries } from './share-data';
import type { AiReadingCard } from './tables';
import { consumeRequest, type Requester, readUsage } from './usage';
import {
  toCharacterSummary,
  toReading,
  toReadingCardViews,
  toReadingSummary,
  toSimpleTarot,
} from './views';

/** Who asks: the logged-in user, else the guest's verified anonymous id (either may be null). */
export type Caller = { userId: number | null; anonId: string | null };

export type StartInput = {
  characterId: number;
  spread: TarotSpreadId;
  question?: string | undefined;
  simpleTarotId?: number | undefined;
};

/** A reading's answer as the stream sends it: saved already, or being written now. */
export type AnswerSource =
  | { kind: 'saved'; text: string; completed: boolean }
  | { kind: 'live'; answer: LiveAnswer };

type Deps = {
  db: AppDb;
  now: Clock;
  logger: Logger;
  shutdown: ShutdownRegistry;
  llm: LlmProvider | null;
  /** Pause between the offline reader's pieces (a realistic pace in development). */
  offlineDelayMs: number;
  answers: AnswerRegistry;
};

/** An ANSWERING reading nobody in this process writes, older than this, was left by a crash. */
const STALE_ANSWER_MS = 120_000;

const requesterOf = (caller: Caller): Requester | null =>
  caller.userId !== null
    ? { userId: caller.userId }
    : caller.anonId !== null
      ? { anonId: caller.anonId }
      : null;

/** A user's reading is theirs; a guest's reading belongs to its anonymous id until kept. */
export function ownsReading(row: ReadingRow, caller: Caller): boolean {
  if (row.userId !== null) return row.userId === caller.userId;
  return caller.anonId !== null && row.anonId === caller.anonId;
}

const isFinished = (row: ReadingRow) => row.status === 'COMPLETED' || row.status === 'FAILED';

export function createReadingsService(deps: Deps) {
  const { db, now, logger, shutdown, llm, answers } = deps;
  const repository = createAiRepository(db);

  async function summaries(rows: readonly CharacterRow[]): Promise<AiCharacterSummary[]> {
    const stats = await repository.statsOf(rows.map((row) => row.id));
    return rows.map((row) => toCharacterSummary(row, stats.get(row.id)));
  }

  async function characterOr404(id: number): Promise<CharacterRow> {
    const row = await repository.findCharacter(id);
    if (!row) throw AppError.notFound(aiMessages.characterNotFound);
    return row;
  }

  async function view(row: ReadingRow): Promise<AiReading> {
    const [characters, deck] = await Promise.all([
      characterSummaries(db, [row.characterId]),
      readingDeck(db),
    ]);
    const character = characters.get(row.characterId);
    if (!character) throw AppError.notFound(aiMessages.characterNotFound);
    const spread = row.spread as TarotSpreadId;
    return toReading(row, character, toReadingCardViews(spread, row.cards ?? [], deck.byId));
  }

  /** The caller's reading, or 404 whether it is missing or someone else's (never revealed). */
  async function ownReading(id: number, caller: Caller): Promise<ReadingRow> {
    const row = await repository.findReading(id);
    if (!row || !ownsReading(row, caller)) throw AppError.notFound(aiMessages.readingNotFound);
    return row;
  }

  async function factsOf(row: ReadingRow): Promise<ReadingFacts> {
    const character = await characterOr404(row.characterId);
    return {
      character,
      spread: row.spread as TarotSpreadId,
      theme: row.theme as TarotTheme,
      question: row.question,
      cards: row.cards ?? [],
    };
  }

  /** Begins writing the answer of a PICKED (or abandoned ANSWERING) reading; null if taken. */
  async function begin(row: ReadingRow): Promise<LiveAnswer | null> {
    const facts = await factsOf(row);
    const deck = await readingDeck(db);
    const provider =
      llm ??
      offlineReaderProvider(offlineInputOf(facts, deck), {
        delayMs: deps.offlineDelayMs,
      });
    const at = now();
    const claimed =
      row.status === 'PICKED'
        ? await repository.beginAnswer(row.id, provider.name, at)
        : await repository.takeOverAnswer(row.id, provider.name, at, STALE_ANSWER_MS);
    if (!claimed) return null;
    return startAnswer({
      provider,
      request: { messages: llm ? readingPrompt(facts, deck) : [], maxTokens: 1_500 },
      save: (text, completed) =>
        repository.finishAnswer(
          row.id,
          { status: completed ? 'COMPLETED' : 'FAILED', answer: text },
          now(),
        ),
      shutdown,
      logger,
    });
  }

  return {
    async listCharacters(): Promise<AiCharacterSummary[]> {
      return summaries(await repository.listCharacters());
    },

    async character(id: number): Promise<AiCharacterDetail> {
      const row = await characterOr404(id);
      const [summary] = await summaries([row]);
      const presets = await repository.simpleTarotsOf(row.id);
      return {
        ...(summary as AiCharacterSummary),
        simpleTarots: presets.map((preset) => {
          const { character: _character, ...rest } = toSimpleTarot(
            preset,
            summary as AiCharacterSummary,
          );
          return rest;
        }),
      };
    },

    /** The stored character row (the portrait is drawn from it). */
    characterRow: characterOr404,

    async listSimpleTarots(): Promise<AiSimpleTarot[]> {
      const presets = await repository.listSimpleTarots();
      const characters = await characterSummaries(
        db,
        presets.map((preset) => preset.characterId),
      );
      return presets.flatMap((preset) => {
        const character = characters.get(preset.characterId);
        return character ? [toSimpleTarot(preset, character)] : [];
      });
    },

    async simpleTarot(id: number): Promise<AiSimpleTarot> {
      const preset = await repository.findSimpleTarot(id);
      const character =
        preset && (await characterSummaries(db, [preset.characterId])).get(preset.characterId);
      if (!preset || !character) throw AppError.notFound(aiMessages.simpleTarotNotFound);
      return toSimpleTarot(preset, character);
    },

    usage(requester: Requester): Promise<AiUsage> {
      return readUsage(db, requester, now());
    },

    /**
     * Shuffles and keeps the deck for a new reading, counting one request (429 DAILY_LIMIT and
     * nothing drawn when over). A question of self-harm gets the caring answer, uncounted.
     */
    async start(caller: Caller, input: StartInput): Promise<AiReadingStart> {
      const requester = requesterOf(caller);
      if (!requester) throw new Error('a reading needs a user or an anonymous id');
      const preset =
        input.simpleTarotId === undefined
          ? undefined
          : await repository.findSimpleTarot(input.simpleTarotId);
      if (input.simpleTarotId !== undefined && !preset) {
        throw AppError.notFound(aiMessages.simpleTarotNotFound);
      }
      const character = await characterOr404(preset?.characterId ?? input.characterId);
      const question = preset?.question ?? input.question ?? '';
      if (isCrisisText(question)) return { kind: 'CRISIS', answer: CRISIS_ANSWER };
      const spread = (preset?.spread as TarotSpreadId | undefined) ?? input.spread;
      const theme = (preset?.theme as TarotTheme | undefined) ?? guessTheme(question);
      const deck = await readingDeck(db);
      const drawn = drawnOrder(deck.cards.length);
      const at = now();
      const { row, usage } = await db.transaction(async (tx) => {
        const counted = await consumeRequest(tx, requester, at);
        const inserted = await createAiRepository(tx).insertReading({
          characterId: character.id,
          userId: caller.userId,
          anonId: caller.userId === null ? caller.anonId : null,
          simpleTarotId: preset?.id ?? null,
          spread,
          theme,
          question,
          deckOrder: drawn.order.map((index) => deck.cards[index]?.id as number),
          deckReversed: drawn.reversed,
          createdAt: at,
        });
        return { row: inserted, usage: counted };
      });
      return {
        kind: 'DRAWN',
        readingId: row.id,
        spread,
        theme,
        deckSize: row.deckOrder.length,
        picksNeeded: TAROT_SPREADS[spread].positions.length,
        usage,
      };
    },

    async pick(caller: Caller, id: number, positions: readonly number[]): Promise<AiReading> {
      const row = await ownReading(id, caller);
      if (row.status !== 'DRAWN')
        throw new AppError(409, 'ALREADY_PICKED', aiMessages.alreadyPicked);
      const spreadPositions = TAROT_SPREADS[row.spread as TarotSpreadId].positions;
      const invalid = (message: string) =>
        new AppError(400, 'INVALID_PICKS', message, [{ field: 'positions', message }]);
      if (positions.length !== spreadPositions.length) {
        throw invalid(aiMessages.picksCount(spreadPositions.length));
      }
      let cardIds: number[];
      try {
        cardIds = pickPositions(row.deckOrder, positions);
      } catch (error) {
        if (!(error instanceof PickPositionsError)) throw error;
        throw invalid(
          error.code === 'DUPLICATE_POSITION'
            ? aiMessages.pickDuplicate
            : aiMessages.pickOutOfRange,
        );
      }
      const cards: AiReadingCard[] = spreadPositions.map((position, index) => {
        const picked = positions[index] as number;
        return {
          positionKey: position.key,
          pickedPosition: picked,
          cardId: cardIds[index] as number,
          reversed: row.deckReversed[picked] === true,
        };
      });
      const saved = await repository.savePicks(row.id, cards, now());
      if (!saved) throw new AppError(409, 'ALREADY_PICKED', aiMessages.alreadyPicked);
      return view(saved);
    },

    async read(caller: Caller, id: number): Promise<AiReading> {
      return view(await ownReading(id, caller));
    },

    /** The answer to stream: the saved one, or the one being written (begun here if needed). */
    async answer(caller: Caller, id: number): Promise<AnswerSource> {
      const running = await answers.get(id);
      const row = await ownReading(id, caller);
      if (row.status === 'DRAWN') {
        throw new AppError(409, 'NOT_PICKED', aiMessages.notPickedYet);
      }
      if (running && !running.outcome) return { kind: 'live', answer: running };
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const current = attempt === 0 ? row : await repository.findReading(id);
        if (!current) break;
        if (isFinished(current)) {
          return {
            kind: 'saved',
            text: current.answer ?? '',
            completed: current.status === 'COMPLETED',
          };
        }
        const live = await answers.join(id, () => begin(current));
        if (live && !live.outcome) return { kind: 'live', answer: live };
        // Another process writes it, or it ended meanwhile: look again shortly.
        await new Promise((resolve) => setTimeout(resolve, attempt === 0 ? 0 : 200));
      }
      throw new AppError(503, 'SERVICE_UNAVAILABLE', aiMessages.answerBusy);
    },

    /** A guest's reading kept by the user who just logged in on the same device. */
    async keep(userId: number, anonId: string | null, id: number): Promise<AiReading> {
      const row = await repository.findReading(id);
      if (!row) throw AppError.notFound(aiMessages.readingNotFound);
      if (row.userId === userId) return view(row);
      const kept = anonId === null ? null : await repository.keep(id, anonId, userId);
      if (!kept) throw new AppError(403, 'FORBIDDEN', aiMessages.keepRefused);
      return view(kept);
    },

    async page(
      userId: number,
      cursor: { limit: number; lastId?: number | undefined },
    ): Promise<CursorPage<AiReadingSummary>> {
      const { rows, total } = await repository.pageOfUser(userId, cursor);
      const [characters, deck] = await Promise.all([
        repository.charactersByIds(rows.map((row) => row.characterId)),
        readingDeck(db),
      ]);
      const byId = new Map(characters.map((row) => [row.id, row]));
      const content = rows.flatMap((row) => {
        const character = byId.get(row.characterId);
        return character ? [toReadingSummary(row, character, deck.byId)] : [];
      });
      return cursorPage(content, total, cursor.limit);
    },

    /** The user's own reading (403 for another's, 404 when there is none) is deleted. */
    async remove(userId: number, id: number): Promise<void> {
      const row = await repository.findReading(id);
      if (!row) throw AppError.notFound(aiMessages.readingNotFound);
      if (row.userId !== userId) throw new AppError(403, 'FORBIDDEN', aiMessages.readingForbidden);
      await repository.deleteReading(id);
    },
  };
}

export type ReadingsService = ReturnType<typeof createReadingsService>;
