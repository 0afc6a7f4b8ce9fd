// A stored reading as the readers take it: the offline reader's input and the model's prompt.

import { TAROT_SPREADS, TAROT_THEMES, type TarotSpreadId, type TarotTheme } from '@arcana/domain';
import type { LlmMessage } from '../../providers/llm/llm-provider';
import { AI_CHARACTERS, type AiCharacter, findAiCharacter } from './characters';
import type { ReadingDeck } from './deck';
import type { DrawnCard, OfflineReadingInput } from './offline-reader';
import type { CharacterRow } from './repository';
import type { AiReadingCard as StoredCard } from './tables';

/** The written character of a stored one (its voice); the stored name and tone win. */
export function voiceOf(row: Pick<CharacterRow, 'slug' | 'name' | 'tone'>): AiCharacter {
  const written = findAiCharacter(row.slug) ?? (AI_CHARACTERS[0] as AiCharacter);
  return { ...written, name: row.name, tone: row.tone };
}

export type ReadingFacts = {
  character: Pick<CharacterRow, 'slug' | 'name' | 'tone'>;
  spread: TarotSpreadId;
  theme: TarotTheme;
  question: string;
  cards: readonly StoredCard[];
};

export function drawnCards(facts: ReadingFacts, deck: ReadingDeck): DrawnCard[] {
  const positions = TAROT_SPREADS[facts.spread].positions;
  return facts.cards.flatMap((stored) => {
    const card = deck.contentOf(stored.cardId);
    const position = positions.find((each) => each.key === stored.positionKey);
    return card && position ? [{ card, position, reversed: stored.reversed }] : [];
  });
}

export function offlineInputOf(facts: ReadingFacts, deck: ReadingDeck): OfflineReadingInput {
  return {
    character: voiceOf(facts.character),
    spread: TAROT_SPREADS[facts.spread],
    cards: drawnCards(facts, deck),
    question: facts.question,
    theme: facts.theme,
  };
}

/** One line per card: position (its meaning) — card, orientation, the meaning that applies. */
export function cardLines(facts: ReadingFacts, deck: ReadingDeck): string[] {
  return drawnCards(facts, deck).map(
    ({ card, position, reversed }) =>
      `- ${position.nameKo}(${position.meaning}): ${card.nameKo}(${card.nameEn}) ${
        reversed ? '역방향' : '정방향'
      } — ${reversed ? card.reversed : card.upright}`,
  );
}

/** The character as the model plays it: name, title, voice, and the product's safety rules. */
export function characterSystemLines(character: AiCharacter): string[] {
  return [
    `당신은 한국어 AI 타로 리더 '${character.name}'(${character.title})예요.`,
    `말투: ${character.tone} 상대를 '${character.voice.address}'(이)라고 불러요.`,
    '항상 공손한 한국어(해요체)로, 따뜻하고 희망을 주되 운명을 단정하지 말고 선택은 상대에게 있다고 말해요.',
    '의학, 법률, 투자에 대한 확정적인 조언은 하지 않아요. 자해나 자살에 관한 이야기가 나오면 리딩 대신 109, 1577-0199, 1388, 112, 119를 안내해요.',
  ];
}

/** The model's messages for a reading: the character, the spread, the cards and the question. */
export function readingPrompt(facts: ReadingFacts, deck: ReadingDeck): LlmMessage[] {
  const spread = TAROT_SPREADS[facts.spread];
  const system = [
    ...characterSystemLines(voiceOf(facts.character)),
    `스프레드: ${spread.nameKo}. 주제: ${TAROT_THEMES[facts.theme].nameKo}.`,
    '뽑힌 카드(자리, 카드, 방향, 뜻):',
    ...cardLines(facts, deck),
    '모든 카드의 이름과 자리를 빠짐없이 언급하고, 역방향 카드는 역방향의 뜻으로 읽은 뒤, 마지막에 종합과 조언을 전해요. 600~1,200자 정도로 써요.',
  ].join('\n');
  const question = facts.question === '' ? '(질문 없이 주제에 대해 읽어 주세요.)' : facts.question;
  return [
    { role: 'system', content: system },
    { role: 'user', content: question },
  ];
}
