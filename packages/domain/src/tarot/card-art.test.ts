import { describe, expect, it } from 'vitest';
import { type CardArtIdentity, cardArtSvg, cardBackSvg } from './card-art';

const SUITS = ['WANDS', 'CUPS', 'SWORDS', 'PENTACLES'] as const;

const ALL_CARDS: CardArtIdentity[] = [
  ...Array.from({ length: 22 }, (_, number) => ({
    arcana: 'MAJOR' as const,
    suit: null,
    number,
    nameKo: `메이저 ${number}`,
  })),
  ...SUITS.flatMap((suit) =>
    Array.from({ length: 14 }, (_, i) => ({
      arcana: 'MINOR' as const,
      suit,
      number: i + 1,
      nameKo: `${suit} ${i + 1}`,
    })),
  ),
];

/**
 * A small XML well-formedness check: every tag closes in order, attributes are quoted and
 * never repeated, and `&` only starts a known entity.
 */
function wellFormedProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let match = tag.exec(xml); match !== null; match = tag.exec(xml)) {
    const between = xml.slice(last, match.index);
    if (between.includes('<') || between.includes('>'))
      problems.push(`stray bracket before ${match[0]}`);
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(between)) problems.push(`bare & in text: ${between}`);
    last = tag.lastIndex;
    const [, closing, name, attributes, selfClosing] = match;
    const names = [...(attributes ?? '').matchAll(/([\w:-]+)="/g)].map((m) => m[1]);
    if (new Set(names).size !== names.length) problems.push(`repeated attribute in ${match[0]}`);
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(attributes ?? ''))
      problems.push(`bare & in ${match[0]}`);
    if (closing) {
      if (stack.pop() !== name) problems.push(`</${name}> closes the wrong tag`);
    } else if (!selfClosing) {
      stack.push(name as string);
    }
  }
  if (xml.slice(last).trim() !== '') problems.push('text after the root');
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(', ')}`);
  return problems;
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

describe('cardArtSvg', () => {
  const svgs = ALL_CARDS.map((card) => cardArtSvg(card));

  it('draws 78 distinct pictures', () => {
    expect(svgs).toHaveLength(78);
    expect(new Set(svgs).size).toBe(78);
    const untitled = ALL_CARDS.map((card) => cardArtSvg(card, { title: false }));
    expect(new Set(untitled).size).toBe(78);
  });

  it.each(ALL_CARDS.map((card, i) => [card.nameKo, svgs[i] as string]))(
    '%s is a well-formed, self-contained SVG',
    (_, svg) => {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 500"')).toBe(
        true,
      );
      expect(wellFormedProblems(svg)).toEqual([]);
      expect(svg).not.toMatch(/href/i);
      expect(svg).not.toMatch(/<script/i);
      expect(svg).not.toMatch(/url\((?!#arcana-)/);
      expect(svg).not.toMatch(/@import|<image|<foreignObject/i);
      expect(svg).not.toContain('NaN');
      expect(svg).not.toContain('undefined');
    },
  );

  it('is deterministic', () => {
    expect(ALL_CARDS.map((card) => cardArtSvg(card))).toEqual(svgs);
  });

  it.each([
    ['WANDS', 'wand'],
    ['CUPS', 'cup'],
    ['SWORDS', 'sword'],
    ['PENTACLES', 'pentacle'],
  ] as const)('repeats the %s symbol once per pip, and once on each court card', (suit, symbol) => {
    const expected = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1, 1, 1, 1];
    const counted = expected.map((_, i) =>
      count(cardArtSvg({ arcana: 'MINOR', suit, number: i + 1, nameKo: 'x' }), 'data-symbol='),
    );
    expect(counted).toEqual(expected);
    const sevenSvg = cardArtSvg({ arcana: 'MINOR', suit, number: 7, nameKo: 'x' });
    expect(count(sevenSvg, `data-symbol="${symbol}"`)).toBe(7);
  });

  it('draws exactly seven cups on the Seven of Cups', () => {
    const svg = cardArtSvg({ arcana: 'MINOR', suit: 'CUPS', number: 7, nameKo: '컵 7' });
    expect(count(svg, 'data-symbol="cup"')).toBe(7);
    expect(count(svg, 'data-symbol=')).toBe(7);
  });

  it('gives each court card its emblem', () => {
    const emblems = [11, 12, 13, 14].map((number) => {
      const svg = cardArtSvg({ arcana: 'MINOR', suit: 'CUPS', number, nameKo: 'x' });
      return svg.match(/data-emblem="([a-z]+)"/)?.[1];
    });
    expect(emblems).toEqual(['page', 'knight', 'queen', 'king']);
  });

  it('escapes the name in the title and the label', () => {
    const svg = cardArtSvg({ arcana: 'MAJOR', suit: null, number: 0, nameKo: '<바보> & "친구"' });
    expect(svg).toContain('&lt;바보&gt; &amp; &quot;친구&quot;');
    expect(svg).not.toContain('<바보>');
    expect(wellFormedProblems(svg)).toEqual([]);
  });

  it('prints the Roman numeral and the name only when asked', () => {
    const card = { arcana: 'MAJOR' as const, suit: null, number: 19, nameKo: '태양' };
    expect(cardArtSvg(card)).toContain('>XIX</text>');
    expect(cardArtSvg(card)).toContain('>태양</text>');
    expect(cardArtSvg(card, { title: false })).not.toContain('>태양</text>');
    expect(cardArtSvg({ ...card, number: 0 })).toContain('>0</text>');
  });

  it('draws a different motif for every major card, the Sun unlike the Moon', () => {
    const motifs = svgs.slice(0, 22).map((svg) => svg.match(/data-motif="([a-z-]+)"/)?.[1]);
    expect(motifs).toEqual([
      'fool',
      'magician',
      'high-priestess',
      'empress',
      'emperor',
      'hierophant',
      'lovers',
      'chariot',
      'strength',
      'hermit',
      'wheel',
      'justice',
      'hanged-man',
      'death',
      'temperance',
      'devil',
      'tower',
      'star',
      'moon',
      'sun',
      'judgement',
      'world',
    ]);
    const art = (svg: string) => svg.slice(svg.indexOf('data-motif='), svg.lastIndexOf('</g>'));
    expect(art(svgs[19] as string)).not.toEqual(art(svgs[18] as string));
  });

  it('keeps gradient ids apart so many cards can share one page', () => {
    const ids = svgs.map((svg) => svg.match(/id="([a-z0-9-]+)-bg"/)?.[1]);
    expect(new Set(ids).size).toBe(78);
    expect(ids.slice(0, 2)).toEqual(['arcana-major-00', 'arcana-major-01']);
    expect(ids[22]).toBe('arcana-wands-01');
  });

  it('still draws a card for an identity outside the deck', () => {
    const svg = cardArtSvg({ arcana: 'MINOR', suit: null, number: 3, nameKo: '?' });
    expect(wellFormedProblems(svg)).toEqual([]);
    expect(svg).not.toContain('data-symbol');
  });
});

describe('cardBackSvg', () => {
  it('is a well-formed SVG without text of any card', () => {
    const svg = cardBackSvg();
    expect(wellFormedProblems(svg)).toEqual([]);
    expect(svg).not.toMatch(/href|<script/i);
    expect(svg).not.toContain('<text');
    expect(cardBackSvg()).toBe(svg);
  });
});
