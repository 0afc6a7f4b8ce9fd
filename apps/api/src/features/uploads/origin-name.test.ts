import { describe, expect, it } from 'vitest';
import { cleanOriginName } from './service';

describe('cleanOriginName', () => {
  it('drops every character the text policy refuses, C1 controls and noncharacters included', () => {
    expect(cleanOriginName('사진\u0085\uFFFE\u0000\t.png')).toBe('사진.png');
  });

  it('keeps the base name only and never answers an empty name', () => {
    expect(cleanOriginName('..\\..\\나의 사진.webp')).toBe('나의 사진.webp');
    expect(cleanOriginName('\u0001\u0002')).toBe('image');
    expect(cleanOriginName(undefined)).toBe('image');
  });
});
