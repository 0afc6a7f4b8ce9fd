import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hasMultilineTextMark, multilineText } from './text';

describe('multilineText', () => {
  it('marks the schema and keeps its checks', () => {
    const schema = multilineText(v.pipe(v.string(), v.maxLength(3)));
    expect(hasMultilineTextMark(schema)).toBe(true);
    expect(v.safeParse(schema, 'a\nb').success).toBe(true);
    expect(v.safeParse(schema, 'abcd').success).toBe(false);
    expect(v.safeParse(schema, 5).success).toBe(false);
  });

  it('is not read through wrappers or on plain strings', () => {
    expect(hasMultilineTextMark(v.string())).toBe(false);
    expect(hasMultilineTextMark(v.pipe(v.string(), v.maxLength(3)))).toBe(false);
    expect(hasMultilineTextMark(v.optional(multilineText(v.string())))).toBe(false);
    expect(hasMultilineTextMark(null)).toBe(false);
  });
});
