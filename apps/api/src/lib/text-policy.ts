import { hasMultilineTextMark, SCHEMA_OF_VALUES } from '@arcana/domain';
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import { getCookie } from 'hono/cookie';
import { AppError, type FieldError } from './app-error';
import { messages } from './messages';

// DESIGN "API conventions": a string with a NUL or another control character is a 400, never a
// database error (PostgreSQL refuses NUL in text; the rest would end up in logs, SMS texts and
// other people's screens). One policy for every string a route accepts, run by validate()
// before the schema, so no route can forget it:
// - never, in any string or object key: C0 controls other than tab, CR and LF; DEL; C1 controls
//   (U+0080–U+009F); lone surrogates (not encodable as UTF-8, they would be stored as U+FFFD);
//   Unicode noncharacters (U+FDD0–U+FDEF, U+xxFFFE, U+xxFFFF);
// - tab, CR, LF and the Unicode line and paragraph separators (U+2028, U+2029): only in fields
//   whose schema is marked with domain's `multilineText`; never in keys.
// Format characters such as bidi marks stay allowed: Arabic and Hebrew names need them.

const NEVER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Cs}\p{Noncharacter_Code_Point}]/u;
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;
const UNPRINTABLE = new RegExp(`${NEVER.source}|${LINE_BREAK.source}`, 'gu');

/** Field errors past this many are dropped: one bad body must not make a huge answer. */
export const MAX_TEXT_ERRORS = 20;

export type TextProblem = 'control' | 'line-break';

/** What is wrong with one string under the policy, or null when nothing is. */
export function textProblem(value: string, { multiline = false } = {}): TextProblem | null {
  if (NEVER.test(value)) return 'control';
  if (!multiline && LINE_BREAK.test(value)) return 'line-break';
  return null;
}

/** Whether a string read outside validate() (a query read by hand, a file name) may be used. */
export function isAcceptableText(value: string, options?: { multiline?: boolean }): boolean {
  return textProblem(value, options) === null;
}

/**
 * A string with every character the policy refuses (line breaks included) put in a visible
 * form: for text kept only for display or logs, where refusing would lose more than it saves.
 * `replacement` gets each bad character; by default it becomes its `\\u{…}` escape.
 */
export function printable(
  value: string,
  replacement: (character: string) => string = escapeCharacter,
): string {
  return value.replace(UNPRINTABLE, replacement);
}

function escapeCharacter(character: string): string {
  return `\\u{${(character.codePointAt(0) ?? 0).toString(16)}}`;
}

export function textProblemMessage(problem: TextProblem): string {
  return problem === 'control' ? messages.text.controlCharacter : messages.text.lineBreak;
}

// --- Where a value sits in the schema -------------------------------------------------------

type SchemaNode = {
  type?: string;
  pipe?: unknown[];
  wrapped?: unknown;
  options?: unknown[];
  entries?: Record<string, unknown>;
  rest?: unknown;
  item?: unknown;
  items?: unknown[];
  value?: unknown;
  metadata?: Record<string, unknown>;
};

/** The schema and everything standing for it in place: pipe roots, wrappers, union options. */
function expand(schemas: readonly unknown[]): SchemaNode[] {
  const out: SchemaNode[] = [];
  const seen = new Set<unknown>();
  const stack = [...schemas];
  while (stack.length > 0) {
    const node = stack.pop() as SchemaNode | undefined;
    if (!node || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    out.push(node);
    if (Array.isArray(node.pipe)) stack.push(...node.pipe);
    if (node.wrapped) stack.push(node.wrapped);
    if (Array.isArray(node.options)) stack.push(...node.options);
  }
  return out;
}

/** The schemas a child at `key` is checked by, given the schemas of its parent. */
function childSchemas(parents: readonly SchemaNode[], key: string | number): unknown[] {
  const children: unknown[] = [];
  for (const node of parents) {
    if (node.entries && typeof key === 'string' && Object.hasOwn(node.entries, key)) {
      children.push(node.entries[key]);
    } else if (node.entries && node.rest) {
      children.push(node.rest);
    }
    if (node.type === 'record' && node.value) children.push(node.value);
    if (node.type === 'metadata' && node.metadata?.[SCHEMA_OF_VALUES]) {
      children.push(node.metadata[SCHEMA_OF_VALUES]);
    }
    if (node.item && typeof key === 'number') children.push(node.item);
    if (Array.isArray(node.items) && typeof key === 'number') {
      children.push(node.items[key] ?? node.rest);
    }
  }
  return children;
}

// --- Walking an input ------------------------------------------------------------------------

type PathNode = { key: string | number; parent: PathNode | null } | null;

/** The field an error names when a whole request part is wrong (e.g. a JSON array body). */
export const WHOLE_TARGET_FIELD: Record<keyof ValidationTargets, string> = {
  json: 'body',
  form: 'body',
  query: 'query',
  param: 'param',
  header: 'header',
  cookie: 'cookie',
};

function fieldName(path: PathNode, target: keyof ValidationTargets): string {
  const keys: Array<string | number> = [];
  for (let node = path; node; node = node.parent) keys.push(node.key);
  if (keys.length === 0) return WHOLE_TARGET_FIELD[target];
  // A bad key is named in the answer with its bad characters replaced, so it stays printable.
  return keys
    .reverse()
    .map((key) => printable(String(key), () => '\uFFFD'))
    .join('.');
}

/**
 * Every string (and object key) in a parsed input that breaks the policy, one error per field,
 * at most MAX_TEXT_ERRORS. Iterative, so a body nested 100,000 levels deep cannot overflow the
 * stack; the schema is followed along the way to find the multi-line fields.
 */
export function findTextProblems(
  input: unknown,
  schema: unknown,
  target: keyof ValidationTargets,
): FieldError[] {
  const errors: FieldError[] = [];
  const report = (path: PathNode, problem: TextProblem) => {
    errors.push({ field: fieldName(path, target), message: textProblemMessage(problem) });
  };
  const stack: Array<{ value: unknown; path: PathNode; schemas: SchemaNode[] }> = [
    { value: input, path: null, schemas: expand([schema]) },
  ];
  while (stack.length > 0 && errors.length < MAX_TEXT_ERRORS) {
    const { value, path, schemas } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value, { multiline: schemas.some(hasMultilineTextMark) });
      if (problem) report(path, problem);
    } else if (typeof File !== 'undefined' && value instanceof File) {
      const problem = textProblem(value.name);
      if (problem) report(path, problem);
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) {
        const child = { key: index, parent: path };
        stack.push({ value: value[index], path: child, schemas: expandChild(schemas, index) });
      }
    } else if (value !== null && typeof value === 'object') {
      const children: Array<{ value: unknown; path: PathNode; schemas: SchemaNode[] }> = [];
      for (const [key, childValue] of Object.entries(value)) {
        const child = { key, parent: path };
        const problem = textProblem(key);
        if (problem) report(child, problem);
        else children.push({ value: childValue, path: child, schemas: expandChild(schemas, key) });
      }
      stack.push(...children.reverse());
    }
  }
  return errors.slice(0, MAX_TEXT_ERRORS);
}

function expandChild(schemas: SchemaNode[], key: string | number): SchemaNode[] {
  return schemas.length === 0 ? schemas : expand(childSchemas(schemas, key));
}

// --- Reading a request part as Hono's validator does ----------------------------------------

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * The raw value Hono's validator hands the schema, or undefined when there is none to check
 * (a body of another content type, malformed JSON: the validator answers those itself).
 */
async function readTarget(c: Context, target: keyof ValidationTargets): Promise<unknown> {
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  switch (target) {
    case 'json':
      if (!JSON_MEDIA_TYPE.test(mediaType)) return undefined;
      // Cached on the request: the validator reads the same parsed value after this.
      return c.req.json().catch(() => undefined);
    case 'form': {
      if (mediaType !== 'multipart/form-data' && mediaType !== 'application/x-www-form-urlencoded')
        return undefined;
      const form = await c.req.formData().catch(() => undefined);
      if (!form) return undefined;
      const fields: Record<string, unknown[]> = {};
      form.forEach((value, key) => {
        fields[key] ??= [];
        fields[key].push(value);
      });
      // Shaped like the validator's value (`tags[]` and repeated keys are arrays), so the
      // schema path of each field is the same.
      return Object.fromEntries(
        Object.entries(fields).map(([key, values]) => [
          key,
          values.length === 1 && !key.endsWith('[]') ? values[0] : values,
        ]),
      );
    }
    case 'query':
      return Object.fromEntries(
        Object.entries(c.req.queries()).map(([key, values]) => [
          key,
          values.length === 1 ? values[0] : values,
        ]),
      );
    case 'param':
      return c.req.param();
    case 'header':
      return c.req.header();
    case 'cookie':
      return getCookie(c);
  }
}

/**
 * Runs the policy over `target` before `validator` (any Hono validator middleware of that
 * target and schema) and answers one 400 with an entry per bad field. Used by validate().
 */
export function withTextPolicy<Validator extends MiddlewareHandler>(
  target: keyof ValidationTargets,
  schema: unknown,
  validator: Validator,
): Validator {
  const checked: MiddlewareHandler = async (c, next) => {
    const input = await readTarget(c, target);
    if (input !== undefined) {
      const errors = findTextProblems(input, schema, target);
      if (errors.length > 0) throw AppError.validation(errors);
    }
    return validator(c, next);
  };
  // Whatever the validator carries (hono-openapi's route description under its symbol) stays
  // readable on the wrapper.
  for (const key of Reflect.ownKeys(validator)) {
    if (key === 'length' || key === 'name' || key === 'prototype') continue;
    Object.defineProperty(checked, key, Object.getOwnPropertyDescriptor(validator, key)!);
  }
  return checked as Validator;
}
