import { describe, expect, it } from 'vitest';
import { productArtSvg } from './product-art';

describe('productArtSvg', () => {
  it('escapes the title and keeps colours that are not hex out of the picture', () => {
    const svg = productArtSvg(
      { motif: 'heart', palette: ['red;"/><script>', '#D9577F', 'url(javascript:x)'] },
      'CALL',
      '<b>"연애" & 재회</b>',
    );
    expect(svg).toContain('<title>&lt;b&gt;&quot;연애&quot; &amp; 재회&lt;/b&gt;</title>');
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('javascript');
    // The fallback ground and accent stand in for the bad ones.
    expect(svg).toContain('#1B1A3A');
    expect(svg).toContain('#F4E3A1');
  });

  it('draws every type and an unknown motif, the same input the same string', () => {
    const art = {
      motif: 'no-such-motif',
      palette: ['#E7EFE6', '#2F5D46', '#C9A24A'] as [string, string, string],
    };
    for (const type of ['CHAT', 'CALL', 'VIDEO'] as const) {
      const svg = productArtSvg(art, type, '상품');
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 800 600"[^>]*>.*<\/svg>$/s);
      expect(productArtSvg(art, type, '상품')).toBe(svg);
    }
    expect(productArtSvg(art, 'CHAT', '상품')).not.toBe(productArtSvg(art, 'VIDEO', '상품'));
    expect(productArtSvg(null, 'CHAT', '상품')).toContain('#C9C3F0');
  });
});
