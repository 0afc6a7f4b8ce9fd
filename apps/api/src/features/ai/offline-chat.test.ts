import { describe, expect, it } from 'vitest';
import { AI_CHARACTERS } from './characters';
import { type ChatTurn, endsInConsonant, writeOfflineChat } from './offline-chat';

const DAY = '2026-11-24';
const base = { earlier: [] as ChatTurn[], reading: null, day: DAY };

function conversation(character: (typeof AI_CHARACTERS)[number], first: string, second: string) {
  const one = writeOfflineChat({ ...base, character, message: first });
  const earlier: ChatTurn[] = [
    { role: 'USER', content: first, facts: null },
    { role: 'ASSISTANT', content: one.text, facts: one.facts },
  ];
  const two = writeOfflineChat({ ...base, character, message: second, earlier });
  return { one, two };
}

describe('writeOfflineChat: lucky things and remembering them', () => {
  const askAndRecall = [
    ['오늘 저에게 행운의 색을 알려 주세요', '아까 알려 주신 행운의 색이 뭐였죠?', 'luckyColor'],
    ['행운의 숫자 하나 골라 줘', '방금 알려준 숫자 다시 알려줘', 'luckyNumber'],
    [
      '오늘 들고 다니면 좋은 행운의 아이템 추천해 주세요',
      '아까 말한 아이템이 뭐였더라?',
      'luckyItem',
    ],
    ['오늘 행운의 방향은 어디예요?', '전에 말씀하신 방향 다시 알려 주세요', 'luckyDirection'],
    ['오늘의 카드 한 장 뽑아 주세요', '아까 뽑아 준 오늘의 카드 뭐였죠?', 'todayCard'],
  ] as const;

  for (const character of AI_CHARACTERS) {
    for (const [first, second, kind] of askAndRecall) {
      it(`${character.slug}: "${second}" repeats the ${kind} of "${first}"`, () => {
        const { one, two } = conversation(character, first, second);
        const value = one.facts?.[kind];
        expect(value).toBeTruthy();
        expect(one.text).toContain(value);
        expect(two.text).toContain(value as string);
        expect(two.facts?.[kind]).toBe(value);
      });
    }
  }

  it('chooses by the message and the day: the same again, another day may differ', () => {
    const luna = AI_CHARACTERS[0] as (typeof AI_CHARACTERS)[number];
    const message = '오늘 저에게 행운의 색을 알려 주세요';
    const first = writeOfflineChat({ ...base, character: luna, message });
    expect(writeOfflineChat({ ...base, character: luna, message })).toEqual(first);
    const days = Array.from(
      { length: 20 },
      (_, index) => `2026-12-${String(index + 1).padStart(2, '0')}`,
    );
    const colours = new Set(
      days.map(
        (day) => writeOfflineChat({ ...base, day, character: luna, message }).facts?.luckyColor,
      ),
    );
    expect(colours.size).toBeGreaterThan(3);
  });

  it('finds the colour among several earlier turns, the newest first', () => {
    const character = AI_CHARACTERS[1] as (typeof AI_CHARACTERS)[number];
    const earlier: ChatTurn[] = [
      { role: 'ASSISTANT', content: '…', facts: { luckyColor: '보라색' } },
      { role: 'USER', content: '고마워요', facts: null },
      { role: 'ASSISTANT', content: '…', facts: { luckyColor: '민트색', luckyNumber: '7' } },
      { role: 'ASSISTANT', content: '…', facts: null },
    ];
    const answer = writeOfflineChat({
      ...base,
      character,
      earlier,
      message: '아까 말한 색이 뭐였지?',
    });
    expect(answer.text).toContain('민트색');
    expect(answer.text).not.toContain('보라색');
  });

  it('says it has not told one yet, then gives one, when asked to repeat what it never said', () => {
    const character = AI_CHARACTERS[2] as (typeof AI_CHARACTERS)[number];
    const answer = writeOfflineChat({
      ...base,
      character,
      message: '아까 말한 행운의 숫자 뭐였죠?',
    });
    expect(answer.text).toContain('아직');
    expect(answer.facts?.luckyNumber).toMatch(/^\d+$/);
  });
});

describe('writeOfflineChat: conversation', () => {
  const reading = {
    spreadName: '쓰리 카드',
    question: '고백해도 될까요?',
    cards: [
      { positionName: '과거', cardName: '컵 2', reversed: false },
      { positionName: '현재', cardName: '완드 3', reversed: true },
      { positionName: '미래', cardName: '태양', reversed: false },
    ],
    summary: '따뜻한 기운이 느껴져요.',
  };

  it('greets in every character’s own words, no two alike', () => {
    const texts = AI_CHARACTERS.map(
      (character) => writeOfflineChat({ ...base, character, message: '안녕하세요!' }).text,
    );
    expect(new Set(texts).size).toBe(AI_CHARACTERS.length);
    for (const [index, text] of texts.entries()) {
      expect(text).toContain(AI_CHARACTERS[index]?.greeting);
    }
  });

  it('names the cards of the latest reading when asked about it', () => {
    for (const character of AI_CHARACTERS) {
      const answer = writeOfflineChat({
        ...base,
        character,
        reading,
        message: '지난번에 본 타로 결과 다시 얘기해 줄래요?',
      });
      for (const card of reading.cards) expect(answer.text).toContain(card.cardName);
      expect(answer.text).toContain('역방향');
      expect(answer.text).toContain('고백해도 될까요?');
    }
  });

  it('says there is no reading yet, and answers any other message coherently, differently per character', () => {
    const none = AI_CHARACTERS.map(
      (character) =>
        writeOfflineChat({ ...base, character, message: '제 카드 결과 기억나요?' }).text,
    );
    expect(new Set(none).size).toBe(AI_CHARACTERS.length);
    const other = AI_CHARACTERS.map(
      (character) =>
        writeOfflineChat({ ...base, character, message: '요즘 회사 일이 너무 많아서 지쳐요' }).text,
    );
    expect(new Set(other).size).toBe(AI_CHARACTERS.length);
    for (const text of other) expect(text).toContain('직업운');
  });

  it('never leaves a template field unfilled', () => {
    const messages = [
      '안녕',
      '고마워요',
      '행운의 색이랑 숫자 알려줘',
      '리딩 얘기해 줘',
      '그냥 심심해요',
    ];
    for (const character of AI_CHARACTERS) {
      for (const message of messages) {
        for (const withReading of [null, reading]) {
          const { text } = writeOfflineChat({ ...base, character, message, reading: withReading });
          expect(text).not.toMatch(/\{\w+\}/);
        }
      }
    }
  });
});

describe('endsInConsonant', () => {
  it('reads hangul and digits for 이에요/예요', () => {
    expect(endsInConsonant('보라색')).toBe(true);
    expect(endsInConsonant('하늘색')).toBe(true);
    expect(endsInConsonant('이어폰')).toBe(true);
    expect(endsInConsonant('머리끈')).toBe(true);
    expect(endsInConsonant('손수건')).toBe(true);
    expect(endsInConsonant('동쪽')).toBe(true);
    expect(endsInConsonant('텀블러')).toBe(false);
    expect(endsInConsonant('2')).toBe(false);
    expect(endsInConsonant('7')).toBe(true);
    expect(endsInConsonant('태양(성공)')).toBe(true);
  });
});
