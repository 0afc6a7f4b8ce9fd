import * as v from 'valibot';

// Text fields are single-line unless their schema says otherwise: the api's text policy
// refuses tab, CR, LF (and U+2028/U+2029) in every other string, and control characters
// everywhere. The mark is valibot metadata, so the same schema object carries it to the api,
// the forms and the OpenAPI document alike.

/** The metadata a multi-line text field carries in its pipe. */
export const MULTILINE_TEXT_METADATA = { multiline: true } as const;

/**
 * The metadata key under which a schema that checks an object by hand (no `v.record`) names
 * the schema of every value, so the api's text policy finds the multi-line fields inside it.
 */
export const SCHEMA_OF_VALUES = 'schemaOfValues';

/** Marks a string schema as text that may span lines (a textarea): tab, CR and LF allowed. */
export function multilineText<
  const TSchema extends v.BaseSchema<unknown, string, v.BaseIssue<unknown>>,
>(schema: TSchema) {
  return v.pipe(schema, v.metadata(MULTILINE_TEXT_METADATA));
}

/**
 * Whether this schema itself (not what it wraps) carries the multi-line mark. Walking into
 * objects, optionals and unions is the caller's business; this only reads one pipe.
 */
export function hasMultilineTextMark(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const pipe = (schema as { pipe?: unknown }).pipe;
  if (!Array.isArray(pipe)) return false;
  return pipe.some(
    (item: { type?: unknown; metadata?: { multiline?: unknown } }) =>
      item?.type === 'metadata' && item.metadata?.multiline === true,
  );
}

/** The particle that follows `word`: the first after a final consonant (받침), else the second. */
export function particle(word: string, withFinal: string, withoutFinal: string): string {
  const last = word.charCodeAt(word.length - 1);
  const hangul = last >= 0xac00 && last <= 0xd7a3;
  return hangul && (last - 0xac00) % 28 !== 0 ? withFinal : withoutFinal;
}

/** A trimmed string of `min`–`max` characters, with the field's Korean name in its messages. */
export const textOf = (label: string, min: number, max: number) =>
  v.pipe(
    v.string(`${label}${particle(label, '을', '를')} 입력해 주세요.`),
    v.trim(),
    v.minLength(min, `${label}${particle(label, '은', '는')} ${min}자 이상이어야 해요.`),
    v.maxLength(
      max,
      `${label}${particle(label, '은', '는')} ${max.toLocaleString('en-US')}자를 넘을 수 없어요.`,
    ),
  );
