import { multilineText, signalRequestSchema } from '@arcana/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  findTextProblems,
  isAcceptableText,
  MAX_TEXT_ERRORS,
  printable,
  textProblem,
} from './text-policy';

const CONTROL = '입력할 수 없는 문자가 들어 있어요. 다시 확인해 주세요.';
const LINE_BREAK = '이 항목에는 줄바꿈이나 탭을 넣을 수 없어요.';

describe('textProblem', () => {
  it.each([
    ['NUL', '\u0000'],
    ['U+0001', 'a\u0001b'],
    ['escape', '\u001b[31m'],
    ['vertical tab', '\u000b'],
    ['form feed', '\u000c'],
    ['DEL', '\u007f'],
    ['C1 NEL', '\u0085'],
    ['C1 U+009F', '\u009f'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udc00'],
    ['U+FFFE', '\ufffe'],
    ['U+FFFF', '\uffff'],
    ['U+FDD0', '\ufdd0'],
    ['U+1FFFF', '\u{1ffff}'],
  ])('refuses %s everywhere, multi-line text too', (_name, value) => {
    expect(textProblem(value)).toBe('control');
    expect(textProblem(value, { multiline: true })).toBe('control');
  });

  it.each([
    ['tab', 'a\tb'],
    ['LF', 'a\nb'],
    ['CR', 'a\rb'],
    ['U+2028', 'a\u2028b'],
    ['U+2029', 'a\u2029b'],
  ])('allows %s only in multi-line text', (_name, value) => {
    expect(textProblem(value)).toBe('line-break');
    expect(textProblem(value, { multiline: true })).toBeNull();
  });

  it.each([
    ['Korean', '아르카나 타로'],
    ['emoji (a surrogate pair)', '🔮✨'],
    ['right-to-left marks', '\u200fשלום\u202e'],
    ['zero-width joiner', '👩\u200d💻'],
    ['an empty string', ''],
    ['U+00A0 and U+00FF', '\u00a0\u00ff'],
  ])('allows %s', (_name, value) => {
    expect(textProblem(value)).toBeNull();
    expect(isAcceptableText(value)).toBe(true);
  });
});

describe('findTextProblems', () => {
  const schema = v.object({
    title: v.string(),
    body: v.optional(multilineText(v.pipe(v.string(), v.maxLength(500)))),
    notes: v.array(multilineText(v.string())),
    choice: v.union([v.object({ memo: v.nullish(multilineText(v.string())) }), v.number()]),
  });

  it('finds nothing in a clean input, line breaks in the marked fields included', () => {
    const input = {
      title: '제목',
      body: '첫 줄\n둘째 줄',
      notes: ['a\tb'],
      choice: { memo: 'x\ny' },
    };
    expect(findTextProblems(input, schema, 'json')).toEqual([]);
  });

  it('answers one entry per bad field, by dot path', () => {
    const input = {
      title: 'a\nb',
      body: 'ok\u0000',
      notes: ['fine', 'bad\u0007'],
      choice: { memo: 'a\u0085' },
      unknown: 'x\ty',
    };
    expect(findTextProblems(input, schema, 'json')).toEqual([
      { field: 'title', message: LINE_BREAK },
      { field: 'body', message: CONTROL },
      { field: 'notes.1', message: CONTROL },
      { field: 'choice.memo', message: CONTROL },
      // A key the schema does not know is single-line text.
      { field: 'unknown', message: LINE_BREAK },
    ]);
  });

  it('finds the values of a hand-checked object through its SCHEMA_OF_VALUES metadata', () => {
    const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
    expect(
      findTextProblems({ kind: 'offer', payload: offer }, signalRequestSchema, 'json'),
    ).toEqual([]);
    expect(
      findTextProblems(
        { kind: 'offer', payload: { sdp: 'v=0\u0000' } },
        signalRequestSchema,
        'json',
      ),
    ).toEqual([{ field: 'payload.sdp', message: CONTROL }]);
  });

  it('refuses a control character or a line break in a key, naming it printably', () => {
    expect(findTextProblems({ 'a\u0000b': 1, 'c\nd': 2 }, schema, 'json')).toEqual([
      { field: 'a\ufffdb', message: CONTROL },
      { field: 'c\ufffdd', message: LINE_BREAK },
    ]);
  });

  it('names the whole part when the input itself is a bad string', () => {
    expect(findTextProblems('\u0000', schema, 'json')).toEqual([
      { field: 'body', message: CONTROL },
    ]);
    expect(findTextProblems('\u0000', schema, 'query')).toEqual([
      { field: 'query', message: CONTROL },
    ]);
  });

  it(`stops at ${MAX_TEXT_ERRORS} entries`, () => {
    const input = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f${i}`, '\u0000']));
    expect(findTextProblems(input, schema, 'json')).toHaveLength(MAX_TEXT_ERRORS);
  });

  it('walks a body nested 100,000 levels deep without overflowing the stack', () => {
    let input: unknown = '\u0000';
    for (let depth = 0; depth < 100_000; depth += 1) input = depth % 2 ? [input] : { a: input };
    const problems = findTextProblems(input, schema, 'json');
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toBe(CONTROL);
  });
});

describe('printable', () => {
  it('escapes what the policy refuses and keeps the rest', () => {
    expect(printable('/api/a\nGET /api/forged 200')).toBe('/api/a\\u{a}GET /api/forged 200');
    expect(printable('탭\t널\u0000델\u007f씨\u0085')).toBe('탭\\u{9}널\\u{0}델\\u{7f}씨\\u{85}');
    expect(printable('نام‏ 😀 사진.png')).toBe('نام‏ 😀 사진.png');
  });

  it('takes a replacement of its own', () => {
    expect(printable('a\u0000b\u2028c', () => '')).toBe('abc');
  });
});
