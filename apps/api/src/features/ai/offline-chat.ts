// The offline chat writer: without a model, a character still answers in its own voice. It
// greets, listens, talks about the person's latest reading with it (naming its cards), and
// when asked for a lucky colour, number, item, direction or today's card it picks one from
// the message and the day (the same question on the same day gets the same answer) and records
// it in the answer's `facts`. Asked later what it said ("아까 말한 행운의 색이 뭐였죠?"), it
// reads those facts back from the earlier answers, so it repeats exactly what it said.

import { guessTheme, TAROT_THEMES } from '@arcana/domain';
import { TAROT_DECK } from '../tarot';
import type { AiCharacter } from './characters';
import { CHAT_VOICES, type ChatVoice } from './offline-chat-voices';

export const LUCKY_KINDS = [
  'luckyColor',
  'luckyNumber',
  'luckyItem',
  'luckyDirection',
  'todayCard',
] as const;
export type LuckyKind = (typeof LUCKY_KINDS)[number];
export type ChatFacts = Partial<Record<LuckyKind, string>>;

export type ChatTurn = { role: 'USER' | 'ASSISTANT'; content: string; facts: ChatFacts | null };

/** The latest reading with this character, as the chat tells it. */
export type ChatReading = {
  spreadName: string;
  question: string;
  cards: readonly { positionName: string; cardName: string; reversed: boolean }[];
  /** The reading's first sentence or so. */
  summary: string;
};

export type OfflineChatInput = {
  character: AiCharacter;
  message: string;
  /** Earlier turns, oldest first. */
  earlier: readonly ChatTurn[];
  reading: ChatReading | null;
  /** YYYY-MM-DD (Asia/Seoul): lucky things are chosen per day. */
  day: string;
};

export type OfflineChatAnswer = { text: string; facts: ChatFacts | null };

const LABELS: Record<LuckyKind, string> = {
  luckyColor: '행운의 색',
  luckyNumber: '행운의 숫자',
  luckyItem: '행운의 아이템',
  luckyDirection: '행운의 방향',
  todayCard: '오늘의 카드',
};

const KIND_WORDS: Record<LuckyKind, RegExp> = {
  luckyColor: /색|컬러|칼라/,
  luckyNumber: /숫자|번호|넘버/,
  luckyItem: /아이템|물건|소품|소지품|물품/,
  luckyDirection: /방향|방위/,
  todayCard: /오늘의카드|카드(한장|하나)?(뽑|골라|알려|정해)|오늘카드/,
};

const MAJOR_CARDS = TAROT_DECK.filter((card) => card.arcana === 'MAJOR').map(
  (card) => `${card.nameKo}(${card.keywordsUpright[0] ?? ''})`,
);

const CHOICES: Record<LuckyKind, readonly string[]> = {
  luckyColor: [
    '보라색',
    '하늘색',
    '연두색',
    '주황색',
    '분홍색',
    '남색',
    '노란색',
    '민트색',
    '베이지색',
    '자주색',
    '청록색',
    '하얀색',
  ],
  luckyNumber: Array.from({ length: 45 }, (_, index) => String(index + 1)),
  luckyItem: [
    '손수건',
    '텀블러',
    '은색 반지',
    '작은 수첩',
    '핸드크림',
    '이어폰',
    '열쇠고리',
    '머리끈',
    '책갈피',
    '동전 지갑',
  ],
  luckyDirection: ['동쪽', '서쪽', '남쪽', '북쪽', '동남쪽', '서남쪽', '동북쪽', '서북쪽'],
  todayCard: MAJOR_CARDS,
};

const RECALL = /아까|방금|전에|앞서|말한|말했|말씀하신|말씀한|알려준|알려주신|알려줬|뭐였|다시/;
const LUCKY = /행운|럭키|오늘의|오늘|좋은|맞는|어울리는|알려|골라|뽑아|추천/;
const GREETING = /^(안녕|하이|헬로|반가|처음|hi|hello)/i;
const THANKS = /고마|감사|땡큐/;
const READING = /리딩|타로|카드|결과|점괘|지난번|저번|봤던|본거/;

/** 32-bit FNV-1a: deterministic choices, no randomness. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

// A digit's Korean reading ends in a consonant for 0 (영), 1 (일), 3, 6, 7, 8.
const DIGIT_BATCHIM = [true, true, false, true, false, false, true, true, true, false];

/** Whether the word's last sound ends in a consonant (받침), for 이에요/예요. */
export function endsInConsonant(word: string): boolean {
  const last = word
    .trim()
    .replace(/\(.*\)$/, '')
    .slice(-1);
  if (/[0-9]/.test(last)) return DIGIT_BATCHIM[Number(last)] ?? false;
  const code = last.charCodeAt(0) - 0xac00;
  return code >= 0 && code < 11_172 && code % 28 !== 0;
}

const withCopula = (value: string) => `${value}${endsInConsonant(value) ? '이에요' : '예요'}`;
const withCopulaPast = (value: string) =>
  `${value}${endsInConsonant(value) ? '이었어요' : '였어요'}`;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function compact(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

function kindsAskedIn(message: string): LuckyKind[] {
  const text = compact(message);
  return LUCKY_KINDS.filter((kind) => KIND_WORDS[kind].test(text));
}

/** The newest thing of this kind an earlier answer stated. */
function earlierFact(earlier: readonly ChatTurn[], kind: LuckyKind): string | undefined {
  for (let index = earlier.length - 1; index >= 0; index -= 1) {
    const turn = earlier[index];
    const value = turn?.role === 'ASSISTANT' ? turn.facts?.[kind] : undefined;
    if (value) return value;
  }
  return undefined;
}

function choose(kind: LuckyKind, input: OfflineChatInput): string {
  const options = CHOICES[kind];
  const seed = hash([input.character.slug, input.day, kind, compact(input.message)].join('|'));
  return options[seed % options.length] as string;
}

function tellReading(reading: ChatReading): string {
  const cards = reading.cards
    .map(
      (card) =>
        `${card.positionName} 자리의 ‘${card.cardName}’(${card.reversed ? '역방향' : '정방향'})`,
    )
    .join(', ');
  const question = reading.question === '' ? '' : `‘${reading.question}’ 질문으로 `;
  const summary =
    reading.summary === '' ? '' : ` 그때 제가 전한 말은 이렇게 시작했어요. “${reading.summary}”`;
  return `${question}${reading.spreadName} 리딩을 했고, ${cards} 카드가 나왔어요.${summary}`;
}

/** The character's answer to one message, and what it stated (for later turns to ask about). */
export function writeOfflineChat(input: OfflineChatInput): OfflineChatAnswer {
  const voice: ChatVoice = CHAT_VOICES[input.character.slug] ?? (CHAT_VOICES.luna as ChatVoice);
  const you = input.character.voice.address;
  const text = compact(input.message);
  const seed = hash(`${input.character.slug}|${input.day}|${text}`);
  const pick = (options: readonly string[]) => options[seed % options.length] as string;
  const say = (template: string, values: Record<string, string> = {}) =>
    fill(template, { you, ...values });

  const kinds = kindsAskedIn(input.message);
  const recall = RECALL.test(text);
  if (kinds.length > 0 && (recall || LUCKY.test(text))) {
    const lines: string[] = [];
    const facts: ChatFacts = {};
    let gaveNew = false;
    for (const kind of kinds) {
      const label = LABELS[kind];
      const said = recall ? earlierFact(input.earlier, kind) : undefined;
      if (said) {
        lines.push(say(voice.recalls, { label, value: withCopulaPast(said), bare: said }));
        facts[kind] = said;
        continue;
      }
      if (recall) lines.push(say(voice.notYet, { label }));
      const value = choose(kind, input);
      lines.push(say(voice.gives, { label, value: withCopula(value), bare: value }));
      facts[kind] = value;
      gaveNew = true;
    }
    if (gaveNew) lines.push(say(voice.givesWhy));
    lines.push(say(voice.closing));
    return { text: lines.join(' '), facts };
  }

  if (READING.test(text)) {
    const body = input.reading
      ? say(voice.aboutReading, { reading: tellReading(input.reading) })
      : say(voice.noReading);
    return { text: `${body} ${say(voice.closing)}`, facts: null };
  }

  if (GREETING.test(text)) {
    return { text: `${say(pick(voice.hello))} ${input.character.greeting}`, facts: null };
  }
  if (THANKS.test(text)) return { text: `${say(voice.thanks)} ${say(voice.closing)}`, facts: null };

  const theme = TAROT_THEMES[guessTheme(input.message)].nameKo;
  const lines = [say(pick(voice.listens), { theme })];
  if (input.reading) lines.push(say(voice.aboutReading, { reading: tellReading(input.reading) }));
  lines.push(say(voice.closing));
  return { text: lines.join(' '), facts: null };
}
