// The embedded reader (DESIGN "AI"): without an LLM configured, readings are written here from
// the drawn cards' own texts, their positions, upright or reversed, and the question's theme,
// in the character's voice. No network, no randomness: the same input gives the same text, and
// the wording varies by character and by a hash of the input.

import {
  CRISIS_ANSWER,
  isCrisisText,
  TAROT_THEMES,
  type TarotSpread,
  type TarotSpreadPosition,
  type TarotTheme,
} from '@arcana/domain';
import { LlmError, type LlmProvider, type LlmRequest } from '../../providers/llm/llm-provider';
import { TAROT_SUITS, type TarotCardContent, type TarotThemeLines } from '../tarot';
import type { AiCharacter, AiCharacterVoice } from './characters';

export type DrawnCard = {
  card: TarotCardContent;
  position: TarotSpreadPosition;
  reversed: boolean;
};

export type OfflineReadingInput = {
  character: AiCharacter;
  spread: TarotSpread;
  /** In the spread's order, one per position. */
  cards: readonly DrawnCard[];
  /** The person's own words; empty or absent when they wrote none. */
  question?: string;
  theme: TarotTheme;
};

/** The card's line for each theme; today's fortune has none (the meaning is the whole answer). */
const THEME_LINE: Record<TarotTheme, keyof TarotThemeLines | null> = {
  LOVE: 'love',
  CAREER: 'career',
  MONEY: 'money',
  RELATIONSHIPS: 'relationships',
  TODAY: null,
};

const QUESTION_MAX_LENGTH = 200;

/** The whole reading, or `CRISIS_ANSWER` when the question speaks of self-harm or suicide. */
export function writeOfflineReading(input: OfflineReadingInput): string {
  const question = (input.question ?? '').replace(/\s+/g, ' ').trim();
  if (isCrisisText(question)) return CRISIS_ANSWER;

  const { character, spread, cards, theme } = input;
  const voice = character.voice;
  const seed = hash(
    [
      character.slug,
      spread.id,
      theme,
      question,
      ...cards.map((drawn) => `${drawn.card.code}${drawn.reversed ? 'R' : 'U'}`),
    ].join('|'),
  );
  const pick = <T>(options: readonly T[], salt = 0): T =>
    options[(seed + salt) % options.length] as T;
  const themeName = TAROT_THEMES[theme].nameKo;

  const opening = [
    pick(voice.openings),
    question === ''
      ? voice.noQuestion
      : fill(voice.questionEcho, { question: shorten(question, QUESTION_MAX_LENGTH) }),
    fill(voice.themeFocus, { theme: themeName }),
  ].join(' ');

  const cardParagraphs = cards.map((drawn, index) =>
    writeCard(voice, drawn, theme, pick(voice.cardIntros, index)),
  );

  const advice = [
    voice.adviceIntro,
    ...cards.map((drawn) => {
      const lines = drawn.reversed ? drawn.card.reversedThemes : drawn.card.uprightThemes;
      return `- ‘${drawn.card.nameKo}’ (${orientation(drawn)}): ${lines.advice}`;
    }),
  ].join('\n');

  const closing = [pick(voice.signatures, 1), pick(voice.closings, 2)].join(' ');

  return [
    `[${spread.nameKo} · ${cards.length}장]`,
    opening,
    ...cardParagraphs,
    writeSynthesis(voice, cards),
    advice,
    closing,
  ].join('\n\n');
}

function writeCard(
  voice: AiCharacterVoice,
  drawn: DrawnCard,
  theme: TarotTheme,
  intro: string,
): string {
  const { card, position, reversed } = drawn;
  const keywords = (reversed ? card.keywordsReversed : card.keywordsUpright)
    .slice(0, 3)
    .map((keyword) => `‘${keyword}’`)
    .join(', ');
  const lineKey = THEME_LINE[theme];
  const themeLines = reversed ? card.reversedThemes : card.uprightThemes;
  return [
    fill(intro, { position: position.nameKo, card: card.nameKo, orientation: orientation(drawn) }),
    fill(voice.positionLine, { meaning: position.meaning }),
    reversed ? card.reversed : card.upright,
    fill(voice.keywordLine, { keywords }),
    ...(lineKey
      ? [fill(voice.themeBridge, { theme: TAROT_THEMES[theme].nameKo }), themeLines[lineKey]]
      : []),
  ].join(' ');
}

/** Across the cards: how many majors, the strongest suit, upright against reversed. */
function writeSynthesis(voice: AiCharacterVoice, cards: readonly DrawnCard[]): string {
  const total = cards.length;
  const majors = cards.filter((drawn) => drawn.card.arcana === 'MAJOR').length;
  const upright = cards.filter((drawn) => !drawn.reversed).length;
  const counts = { total, majors, upright, reversed: total - upright };

  const sentences: string[] = [];
  if (total > 1) sentences.push(fill(voice.synthesisIntro, counts));
  const majorsTemplate =
    total >= 3 && majors * 2 >= total
      ? voice.majorsMany
      : majors > 0
        ? voice.majorsSome
        : voice.majorsNone;
  sentences.push(fill(majorsTemplate, counts));

  const suit = strongestSuit(cards);
  if (suit) {
    sentences.push(
      fill(voice.suitLine, {
        suit: suit.nameKo,
        element: suit.elementKo,
        suitThemes: suit.themes.slice(0, 3).join(', '),
      }),
    );
  }
  if (total > 1) {
    const balance =
      upright > total - upright
        ? voice.uprightMost
        : upright < total - upright
          ? voice.reversedMost
          : voice.balanced;
    sentences.push(fill(balance, counts));
  }
  return sentences.join(' ');
}

/** The suit with more minor cards than any other, or none on a tie or without minors. */
function strongestSuit(cards: readonly DrawnCard[]) {
  const ranked = TAROT_SUITS.map((suit) => ({
    suit,
    count: cards.filter((drawn) => drawn.card.suit === suit.suit).length,
  })).sort((a, b) => b.count - a.count);
  const [first, second] = ranked;
  if (!first || first.count === 0 || (second && second.count === first.count)) return null;
  return first.suit;
}

function orientation(drawn: DrawnCard): string {
  return drawn.reversed ? '역방향' : '정방향';
}

/** One pass over the template: a value that itself holds `{…}` is left as written. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

function shorten(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

/** FNV-1a, 32 bits: a stable spread of inputs over the phrasings. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

const PIECE_MAX_CHARS = 4;

/**
 * The text cut like a model's tokens: each word with the spaces after it, words longer than a
 * few characters cut further. Joined, the pieces are the text.
 */
export function splitIntoPieces(text: string): string[] {
  const pieces: string[] = [];
  for (const [, word = '', spaces = ''] of text.matchAll(/(\S*)(\s*)/g)) {
    const chars = Array.from(word);
    for (let i = 0; i < chars.length; i += PIECE_MAX_CHARS) {
      pieces.push(chars.slice(i, i + PIECE_MAX_CHARS).join(''));
    }
    // a word keeps the spaces after it; spaces at the very start stand alone
    if (spaces === '') continue;
    if (chars.length === 0) pieces.push(spaces);
    else pieces[pieces.length - 1] += spaces;
  }
  return pieces;
}

export type OfflineReaderOptions = {
  /** Milliseconds between pieces, for a realistic pace in development; 0 (none) by default. */
  delayMs?: number;
};

/**
 * An `LlmProvider` that answers with this one reading, in pieces. It reads nothing from the
 * request's messages (the reading is written from `input`) but honours its `signal`. The first
 * piece is yielded at once; only the later ones wait `delayMs`.
 */
export function offlineReaderProvider(
  input: OfflineReadingInput,
  options: OfflineReaderOptions = {},
): LlmProvider {
  return {
    name: 'offline',
    stream: (request: LlmRequest) =>
      streamPieces(splitIntoPieces(writeOfflineReading(input)), options, request.signal),
  };
}

/** However long a reading is, its pieces arrive within this (a ten-card reading is long). */
export const OFFLINE_STREAM_MAX_MS = 8000;

/** The pause between pieces: `delayMs`, shortened so the whole text takes at most 8 s. */
export function pieceDelayMs(pieceCount: number, delayMs: number): number {
  if (pieceCount <= 1 || delayMs <= 0) return 0;
  return Math.min(delayMs, OFFLINE_STREAM_MAX_MS / (pieceCount - 1));
}

async function* streamPieces(
  pieces: readonly string[],
  options: OfflineReaderOptions,
  signal: AbortSignal | undefined,
): AsyncGenerator<string> {
  const delayMs = pieceDelayMs(pieces.length, options.delayMs ?? 0);
  for (const [index, piece] of pieces.entries()) {
    if (index > 0 && delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (signal?.aborted) throw new LlmError('ABORTED', 'the caller aborted the reading');
    yield piece;
  }
}
