import { CRISIS_ANSWER, TAROT_SPREADS, type TarotSpread, type TarotTheme } from '@arcana/domain';
import { describe, expect, it } from 'vitest';
import { LlmError } from '../../providers/llm/llm-provider';
import { TAROT_DECK, type TarotCardContent } from '../tarot';
import { AI_CHARACTERS, type AiCharacter, findAiCharacter } from './characters';
import {
  type DrawnCard,
  type OfflineReadingInput,
  offlineReaderProvider,
  pieceDelayMs,
  splitIntoPieces,
  writeOfflineReading,
} from './offline-reader';

function card(code: string): TarotCardContent {
  const found = TAROT_DECK.find((c) => c.code === code);
  if (!found) throw new Error(`no card ${code}`);
  return found;
}

function character(slug: string): AiCharacter {
  const found = findAiCharacter(slug);
  if (!found) throw new Error(`no character ${slug}`);
  return found;
}

/** Lays the cards on the spread's positions in order; `R` after a code means reversed. */
function lay(spread: TarotSpread, codes: readonly string[]): DrawnCard[] {
  return codes.map((code, index) => ({
    card: card(code.replace(/R$/, '')),
    position: spread.positions[index] as DrawnCard['position'],
    reversed: code.endsWith('R'),
  }));
}

const ONE = ['major-00R'];
const THREE = ['major-13', 'cups-02R', 'pentacles-10'];
const TEN = [
  'major-01',
  'swords-03R',
  'wands-01',
  'cups-12R',
  'major-17',
  'pentacles-08',
  'wands-11R',
  'cups-03',
  'major-18R',
  'major-21',
];

function input(overrides: Partial<OfflineReadingInput> = {}): OfflineReadingInput {
  const spread = overrides.spread ?? TAROT_SPREADS.THREE_CARDS;
  return {
    character: character('luna'),
    spread,
    cards: lay(spread, THREE),
    question: '그 사람과 다시 만날 수 있을까요?',
    theme: 'LOVE',
    ...overrides,
  };
}

describe('writeOfflineReading: every card and position', () => {
  const cases: [string, TarotSpread, string[], TarotTheme][] = [
    ['one card, today', TAROT_SPREADS.ONE_CARD, ONE, 'TODAY'],
    ['three cards, love', TAROT_SPREADS.THREE_CARDS, THREE, 'LOVE'],
    ['three cards, money', TAROT_SPREADS.THREE_CARDS, THREE, 'MONEY'],
    ['Celtic cross, career', TAROT_SPREADS.CELTIC_CROSS, TEN, 'CAREER'],
    ['Celtic cross, relationships', TAROT_SPREADS.CELTIC_CROSS, TEN, 'RELATIONSHIPS'],
  ];

  for (const [label, spread, codes, theme] of cases) {
    it.each(AI_CHARACTERS.map((c) => c.slug))(`${label}, %s`, (slug) => {
      const cards = lay(spread, codes);
      const text = writeOfflineReading(input({ character: character(slug), spread, cards, theme }));
      for (const position of spread.positions) expect(text).toContain(`${position.nameKo} 자리`);
      for (const drawn of cards) {
        expect(text).toContain(`‘${drawn.card.nameKo}’`);
        expect(text).toContain(drawn.reversed ? drawn.card.reversed : drawn.card.upright);
      }
      expect(text).not.toMatch(/\{\w+\}/);
    });
  }

  it('names the cards of the Celtic cross in the Korean the deck uses', () => {
    const text = writeOfflineReading(
      input({
        spread: TAROT_SPREADS.CELTIC_CROSS,
        cards: lay(TAROT_SPREADS.CELTIC_CROSS, TEN),
        theme: 'CAREER',
      }),
    );
    for (const name of ['마법사', '소드 3', '완드 에이스', '컵 기사', '별', '펜타클 8']) {
      expect(text).toContain(`‘${name}’`);
    }
    for (const name of ['완드 시종', '컵 3', '달', '세계', '현재 상황', '희망과 두려움', '결과']) {
      expect(text).toContain(name);
    }
  });

  it('says each card is upright or reversed where it is laid', () => {
    const text = writeOfflineReading(input({ character: character('daon') }));
    expect(text).toMatch(/‘죽음’ 카드가 정방향/);
    expect(text).toMatch(/‘컵 2’ 카드가 역방향/);
    expect(text).toMatch(/‘펜타클 10’ 카드가 정방향/);
  });
});

describe('writeOfflineReading: upright and reversed', () => {
  const fool = card('major-00');
  const spread = TAROT_SPREADS.ONE_CARD;
  const read = (reversed: boolean, theme: TarotTheme) =>
    writeOfflineReading(
      input({
        spread,
        cards: [{ card: fool, position: spread.positions[0], reversed }],
        theme,
        question: '새 일을 시작해도 될까요?',
        character: character('hangyeol'),
      }),
    );

  it('reads a reversed card by its reversed meaning, theme line and advice only', () => {
    const text = read(true, 'CAREER');
    expect(text).toContain('떠나고 싶은 마음과 두려운 마음이 동시에 당신을 붙잡고 있어요.');
    expect(text).toContain('계획 없이 그만두거나 무작정 옮기는 일은 잠시 미뤄 두는 게 좋아요.');
    expect(text).toContain('떠나기 전에 지도 한 장은 챙겨 두세요.');
    expect(text).toContain('역방향');
    expect(text).not.toContain('새로운 시작을 앞두고 설레는 마음이 느껴져요.');
    expect(text).not.toContain('낯선 분야나 새 프로젝트에 도전해 볼 만한 흐름이에요.');
    expect(text).not.toContain('완벽한 때를 기다리기보다');
    expect(text).not.toContain('정방향');
  });

  it('reads an upright card by its upright meaning, theme line and advice only', () => {
    const text = read(false, 'CAREER');
    expect(text).toContain('새로운 시작을 앞두고 설레는 마음이 느껴져요.');
    expect(text).toContain('낯선 분야나 새 프로젝트에 도전해 볼 만한 흐름이에요.');
    expect(text).toContain(
      '완벽한 때를 기다리기보다 오늘 할 수 있는 작은 시작 하나를 골라 보세요.',
    );
    expect(text).not.toContain('떠나고 싶은 마음과 두려운 마음이');
    expect(text).not.toContain('계획 없이 그만두거나');
    expect(text).not.toContain('역방향');
  });

  it("uses the question's theme line: love for love, money for money", () => {
    expect(read(false, 'LOVE')).toContain('계산 없이 마음이 가는 대로 다가가 보기 좋은 때예요.');
    expect(read(true, 'MONEY')).toContain(
      '충동적인 지출이나 잘 모르는 곳에 돈을 맡기는 일은 조심하는 편이 좋아요.',
    );
    expect(read(true, 'MONEY')).not.toContain('계산 없이 마음이 가는 대로');
  });
});

describe('writeOfflineReading: the synthesis', () => {
  it('counts majors, the strongest suit and the balance of the Celtic cross', () => {
    const text = writeOfflineReading(
      input({
        character: character('sage'),
        spread: TAROT_SPREADS.CELTIC_CROSS,
        cards: lay(TAROT_SPREADS.CELTIC_CROSS, TEN),
        theme: 'CAREER',
      }),
    );
    // 4 majors of 10; wands 2, cups 2 (a tie: no suit line); 6 upright, 4 reversed
    expect(text).toContain('메이저 아르카나는 4장입니다.');
    expect(text).toContain('정방향 6장, 역방향 4장으로 정방향이 우세합니다.');
    expect(text).not.toContain('수트별로는');
  });

  it('names the suit with the most cards and its element', () => {
    const spread = TAROT_SPREADS.THREE_CARDS;
    const text = writeOfflineReading(
      input({
        character: character('sage'),
        spread,
        cards: lay(spread, ['cups-01R', 'cups-05R', 'wands-03']),
      }),
    );
    expect(text).toContain('수트별로는 컵 수트가 가장 많습니다. 원소로는 물에 해당하며');
    expect(text).toContain('메이저 아르카나가 없습니다.');
    expect(text).toContain('정방향 1장, 역방향 2장으로 역방향이 우세합니다.');
  });
});

const VOICE_CASES: [string, TarotSpread, string[], TarotTheme, string][] = [
  ['three cards, career', TAROT_SPREADS.THREE_CARDS, THREE, 'CAREER', '이직해도 될까요?'],
  [
    'Celtic cross, relationships',
    TAROT_SPREADS.CELTIC_CROSS,
    TEN,
    'RELATIONSHIPS',
    '친구와 화해할까요?',
  ],
  ['one card, today', TAROT_SPREADS.ONE_CARD, ONE, 'TODAY', ''],
];

describe.each(VOICE_CASES)('six voices: %s', (_label, spread, codes, theme, question) => {
  const cards = lay(spread, codes);
  const texts = AI_CHARACTERS.map((c) =>
    writeOfflineReading({ spread, cards, question, theme, character: c }),
  );

  /**
   * The sentences a character wrote itself, 12 characters or longer: the deck's own texts
   * (meanings, theme lines, advice, keywords) taken out, since every character quotes those.
   */
  function ownSentences(text: string): Set<string> {
    let rest = text;
    for (const { card: c } of cards) {
      const deckTexts = [
        c.upright,
        c.reversed,
        ...Object.values(c.uprightThemes),
        ...Object.values(c.reversedThemes),
        ...[c.keywordsUpright, c.keywordsReversed].map((keywords) =>
          keywords
            .slice(0, 3)
            .map((keyword) => `‘${keyword}’`)
            .join(', '),
        ),
      ];
      for (const deckText of deckTexts) rest = rest.split(deckText).join('\n');
    }
    return new Set(
      rest
        .split(/(?<=[.!?])\s+|\n+/)
        .map((sentence) => sentence.trim())
        // the header and the advice list's card labels are facts, not wording
        .filter((sentence) => sentence.length >= 12 && !/^(\[|- ‘)/.test(sentence)),
    );
  }

  it('never writes the same text for the same cards and question', () => {
    expect(new Set(texts).size).toBe(AI_CHARACTERS.length);
  });

  it('shares no sentence of its own with another character, openings and closings included', () => {
    const own = texts.map(ownSentences);
    for (let a = 0; a < own.length; a += 1) {
      const paragraphs = (texts[a] ?? '').split('\n\n');
      for (let b = a + 1; b < own.length; b += 1) {
        const shared = [...(own[a] ?? [])].filter((sentence) => own[b]?.has(sentence));
        expect(shared, `${AI_CHARACTERS[a]?.slug} / ${AI_CHARACTERS[b]?.slug}`).toEqual([]);
        const others = (texts[b] ?? '').split('\n\n');
        expect(paragraphs[1]).not.toBe(others[1]);
        expect(paragraphs.at(-1)).not.toBe(others.at(-1));
      }
    }
  });
});

describe('writeOfflineReading: the question', () => {
  const spread = TAROT_SPREADS.THREE_CARDS;
  const base = { spread, cards: lay(spread, THREE), question: '이직해도 될까요?' } as const;

  it('quotes the question when there is one, and says something kind when there is none', () => {
    const luna = character('luna');
    expect(writeOfflineReading({ ...base, character: luna, theme: 'CAREER' })).toContain(
      '그대가 달에게 건넨 물음은 ‘이직해도 될까요?’ 이었지요.',
    );
    const silent = writeOfflineReading({
      ...base,
      question: '  ',
      character: luna,
      theme: 'TODAY',
    });
    expect(silent).toContain('말로 꺼내지 않은 마음도 달은 알아본답니다.');
    expect(silent).toContain('오늘 밤은 오늘의 운세 흐름에 달빛을 모아 볼게요.');
  });

  it('leaves placeholders inside the question as the person wrote them', () => {
    const text = writeOfflineReading({
      ...base,
      question: '{card} 가 뭐예요?',
      character: character('sage'),
      theme: 'TODAY',
    });
    expect(text).toContain('‘{card} 가 뭐예요?’');
  });
});

describe('writeOfflineReading: determinism and safety', () => {
  it('writes the same text for the same input, and varies with the input', () => {
    expect(writeOfflineReading(input())).toBe(writeOfflineReading(input()));
    const variants = new Set(
      ['연락이 올까요?', '고백해도 될까요?', '그 사람 마음은요?', '재회할 수 있을까요?'].map(
        (q) =>
          writeOfflineReading(input({ question: q }))
            .split('\n\n')[1]
            ?.split(' ')[0],
      ),
    );
    expect(variants.size).toBeGreaterThan(1);
  });

  it.each(['요즘 너무 힘들어서 죽고 싶어요', '자 살 하면 편해질까요', 'I want to kill myself'])(
    'answers %s with the crisis answer and no reading',
    (question) => {
      for (const c of AI_CHARACTERS) {
        expect(writeOfflineReading(input({ character: c, question }))).toBe(CRISIS_ANSWER);
      }
    },
  );
});

describe('offlineReaderProvider', () => {
  it('streams small pieces that join into the reading, the first one at once', async () => {
    const reading = input({
      spread: TAROT_SPREADS.CELTIC_CROSS,
      cards: lay(TAROT_SPREADS.CELTIC_CROSS, TEN),
    });
    const provider = offlineReaderProvider(reading);
    expect(provider.name).toBe('offline');
    const started = performance.now();
    const pieces: string[] = [];
    let firstAfterMs = Number.POSITIVE_INFINITY;
    for await (const piece of provider.stream({ messages: [] })) {
      if (pieces.length === 0) firstAfterMs = performance.now() - started;
      pieces.push(piece);
    }
    expect(firstAfterMs).toBeLessThan(50);
    expect(pieces.join('')).toBe(writeOfflineReading(reading));
    expect(pieces.length).toBeGreaterThan(300);
    for (const piece of pieces) {
      expect(piece.length).toBeGreaterThan(0);
      expect(piece.trim().length).toBeLessThanOrEqual(4);
    }
  });

  it('streams the crisis answer the same way', async () => {
    const provider = offlineReaderProvider(input({ question: '죽고싶다' }));
    let text = '';
    for await (const piece of provider.stream({ messages: [] })) text += piece;
    expect(text).toBe(CRISIS_ANSWER);
  });

  it('waits between pieces only when asked, and stops when the caller aborts', async () => {
    const controller = new AbortController();
    const provider = offlineReaderProvider(input(), { delayMs: 5 });
    const started = performance.now();
    const pieces: string[] = [];
    await expect(async () => {
      for await (const piece of provider.stream({ messages: [], signal: controller.signal })) {
        pieces.push(piece);
        if (pieces.length === 3) controller.abort();
      }
    }).rejects.toSatisfy((error) => error instanceof LlmError && error.code === 'ABORTED');
    expect(pieces).toHaveLength(3);
    expect(performance.now() - started).toBeGreaterThanOrEqual(9);
  });
});

describe('splitIntoPieces', () => {
  it.each([
    ['', []],
    ['안녕하세요', ['안녕하세', '요']],
    [
      '오늘의 카드는 ‘별’이에요.\n\n좋아요!',
      ['오늘의 ', '카드는 ', '‘별’이', '에요.\n\n', '좋아요!'],
    ],
    ['  앞 공백', ['  ', '앞 ', '공백']],
  ] as const)('%j', (text, pieces) => {
    expect(splitIntoPieces(text)).toEqual(pieces);
    expect(splitIntoPieces(text).join('')).toBe(text);
  });
});

describe('AI_CHARACTERS', () => {
  it('has at least six characters with unique slugs and names, each fully written', () => {
    expect(AI_CHARACTERS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(AI_CHARACTERS.map((c) => c.slug)).size).toBe(AI_CHARACTERS.length);
    expect(new Set(AI_CHARACTERS.map((c) => c.name)).size).toBe(AI_CHARACTERS.length);
    expect(AI_CHARACTERS.map((c) => c.slug)).toEqual([
      'luna',
      'daon',
      'sage',
      'hangyeol',
      'momo',
      'haena',
    ]);
    for (const c of AI_CHARACTERS) {
      expect(c.slug).toMatch(/^[a-z][a-z0-9-]*$/);
      for (const colour of c.palette) expect(colour).toMatch(/^#[0-9A-F]{6}$/);
      expect(c.introduction.split(/(?<=[.!?])\s+/).length).toBeGreaterThanOrEqual(3);
      expect(c.voice.openings.length).toBeGreaterThanOrEqual(2);
      expect(c.voice.closings.length).toBeGreaterThanOrEqual(2);
      expect(
        c.voice.cardIntros.every((t) => t.includes('{position}') && t.includes('{card}')),
      ).toBe(true);
    }
    expect(findAiCharacter('nobody')).toBeUndefined();
  });
});

describe('pieceDelayMs: a long reading streams faster, never longer than 8 s', () => {
  it('keeps the configured pause while the text is short', () => {
    expect(pieceDelayMs(100, 25)).toBe(25);
  });

  it('shortens the pause of a ten-card reading so the whole arrives within 8 s', () => {
    expect(pieceDelayMs(801, 25)).toBe(10);
    expect(pieceDelayMs(1601, 25)).toBe(5);
  });

  it('never pauses without a configured delay or with a single piece', () => {
    expect(pieceDelayMs(500, 0)).toBe(0);
    expect(pieceDelayMs(1, 25)).toBe(0);
  });
});
