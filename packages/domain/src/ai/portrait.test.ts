import { describe, expect, it } from 'vitest';
import { characterPortraitSvg } from './portrait';

const characters = [
  { slug: 'luna', name: '루나', palette: ['#1B1A3A', '#C9C3F0', '#F4E3A1'] },
  { slug: 'daon', name: '다온', palette: ['#FFE4EC', '#E8608A', '#7A3B52'] },
  { slug: 'sage', name: '세이지', palette: ['#E9E4D4', '#2F4A3A', '#B08D3C'] },
  { slug: 'hangyeol', name: '한결', palette: ['#EAF0F7', '#1F3A5F', '#F2A541'] },
  { slug: 'momo', name: '모모', palette: ['#FFF3C4', '#FF8A5B', '#6C5CE7'] },
  { slug: 'haena', name: '해나', palette: ['#FFF8E1', '#FFB300', '#4FC3F7'] },
] as const;

describe('characterPortraitSvg', () => {
  it('draws a self-contained SVG in the character’s colours, titled with its name', () => {
    for (const character of characters) {
      const svg = characterPortraitSvg(character);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain(`<title id="p-${character.slug}-t">${character.name}</title>`);
      for (const colour of character.palette) expect(svg).toContain(colour);
      expect(svg).not.toMatch(/<script|href="http|<image/);
    }
  });

  it('gives every character a sign of its own, even in the same colours', () => {
    const samePalette = characters.map((character) =>
      characterPortraitSvg({ ...character, palette: ['#000000', '#111111', '#222222'] }),
    );
    const signs = samePalette.map((svg) => svg.replace(/p-[a-z]+/g, ''));
    expect(new Set(signs).size).toBe(characters.length);
  });

  it('is the same string every time and escapes the name', () => {
    const luna = characters[0];
    expect(characterPortraitSvg(luna)).toBe(characterPortraitSvg(luna));
    const svg = characterPortraitSvg({ ...luna, name: '<달&별>' });
    expect(svg).toContain('&lt;달&amp;별&gt;');
  });

  it('draws a star for a character without a sign of its own', () => {
    const svg = characterPortraitSvg({
      slug: 'new-one',
      name: '새 친구',
      palette: ['#000', '#fff', '#f00'],
    });
    expect(svg).toContain('<path d="M120 40');
  });
});
