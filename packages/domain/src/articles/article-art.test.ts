import { describe, expect, it } from 'vitest';
import { ARTICLE_ART_MOTIFS, articleArtSvg } from './article-art';

const palette = ['#1B1A3A', '#C9C3F0', '#F4E3A1'] as const;

describe('articleArtSvg', () => {
  it.each(ARTICLE_ART_MOTIFS)(
    'draws %s as one well-formed SVG document in the palette',
    (motif) => {
      const svg = articleArtSvg({
        palette,
        motif,
        seed: 7,
        label: '달빛 & 카드',
        cards: [{ arcana: 'MAJOR', suit: null, number: 18, nameKo: '달' }],
      });
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain('aria-label="달빛 &amp; 카드"');
      expect(svg).toContain('#F4E3A1');
      expect(svg).not.toMatch(/NaN|undefined|<script|href=/);
    },
  );

  it('prints the same image for the same seed and a different sky for another', () => {
    const art = { palette, motif: 'moon', label: '달' } as const;
    expect(articleArtSvg({ ...art, seed: 1 })).toBe(articleArtSvg({ ...art, seed: 1 }));
    expect(articleArtSvg({ ...art, seed: 1 })).not.toBe(articleArtSvg({ ...art, seed: 2 }));
  });

  it('lays the deck’s own card faces in a spread', () => {
    const svg = articleArtSvg({
      palette,
      motif: 'spread',
      seed: 3,
      label: '세 장',
      cards: [
        { arcana: 'MAJOR', suit: null, number: 0, nameKo: '바보' },
        { arcana: 'MINOR', suit: 'CUPS', number: 2, nameKo: '컵 2' },
        { arcana: 'MAJOR', suit: null, number: 19, nameKo: '태양' },
      ],
    });
    expect(svg.match(/<svg /g)).toHaveLength(4);
    expect(svg).toContain('data-motif="fool"');
  });

  it('ignores a colour that is not #rrggbb', () => {
    const svg = articleArtSvg({
      palette: ['red"/><x', '#000000', '#ffffff'],
      motif: 'sun',
      seed: 1,
      label: 'x',
    });
    expect(svg).not.toContain('red"');
  });
});
