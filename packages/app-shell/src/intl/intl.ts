import { LOCALE, TIME_ZONE } from '@arcana/domain';
import shellMessages from '../messages/ko.compiled.json';

// Catalogs are ICU messages compiled at build time by formatjs (`pnpm messages`, which parses
// and checks them): a message that is plain text is stored as that text, one with something to
// fill in as formatjs's AST. The apps' messages use four kinds of element, and reading those is
// all a browser has to do, so the few lines below stand in for formatjs's runtime (about 4 KB
// of every first visit). The compiler refuses any other kind (scripts/compact-messages.js).

/** formatjs's element kinds (`TYPE` of @formatjs/icu-messageformat-parser) that catalogs use. */
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const SELECT = 5;

/** One element of a compiled message: text, `{name}`, `{n, number}` or `{k, select, …}`. */
export type MessageElement =
  | { type: typeof LITERAL | typeof ARGUMENT; value: string }
  | { type: typeof NUMBER; value: string; style: null }
  | { type: typeof SELECT; value: string; options: Record<string, { value: MessageElement[] }> };

/**
 * A compiled catalog as its JSON reads: each message its text, or its elements (MessageElement,
 * checked by the compiler) when it has values to fill in.
 */
export type CompiledMessages = Record<string, string | readonly object[]>;

/** The shell's core texts: what the frame, the error pages and the theme control draw. */
export type ShellMessageId = keyof typeof shellMessages;

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** The Korean messages of an app and the one thing the apps ask of them: `formatMessage`. */
export type AppIntl = {
  locale: string;
  timeZone: string;
  formatMessage(descriptor: { id: string }, values?: MessageValues): string;
};

const numbers = new Intl.NumberFormat(LOCALE);

class MessageValueError extends Error {
  override readonly name = 'MessageValueError';
}

function formatElements(elements: readonly MessageElement[], values: MessageValues): string {
  let text = '';
  for (const element of elements) {
    if (element.type === LITERAL) {
      text += element.value;
      continue;
    }
    if (!(element.value in values)) throw new MessageValueError(`no value for {${element.value}}`);
    const value = values[element.value];
    if (element.type === NUMBER) text += numbers.format(Number(value));
    else if (element.type === SELECT) {
      const option = element.options[String(value)] ?? element.options.other;
      if (!option) throw new MessageValueError(`no option of {${element.value}} for ${value}`);
      text += formatElements(option.value, values);
    } else text += value === null || value === undefined || value === false ? '' : String(value);
  }
  return text;
}

/** A message's text; a missing message or value is the id (and an error in the console). */
function formatMessage(messages: CompiledMessages, id: string, values: MessageValues = {}) {
  const message = messages[id];
  if (typeof message === 'string') return message;
  try {
    if (message === undefined) throw new MessageValueError('no such message');
    return formatElements(message as readonly MessageElement[], values);
  } catch (error) {
    console.error(`[intl] ${id}: ${(error as Error).message}`);
    return id;
  }
}

/**
 * The shell's core catalog plus the given compiled catalogs (a later one wins on a clash). Each
 * catalog is its own module, so a feature's texts load with the code that draws them: the
 * first page only downloads the catalogs its own code imports (DESIGN "Budgets").
 */
export function createAppIntl(...catalogs: CompiledMessages[]): AppIntl {
  const messages: CompiledMessages = Object.assign(
    {},
    shellMessages as unknown as CompiledMessages,
    ...catalogs,
  );
  return {
    locale: LOCALE,
    timeZone: TIME_ZONE,
    formatMessage: (descriptor, values) => formatMessage(messages, descriptor.id, values),
  };
}

/** A typed `t(id, values)` over one intl instance; apps build theirs with their own id type. */
export function createTranslator<TId extends string>(target: AppIntl) {
  return (id: TId, values?: MessageValues): string => target.formatMessage({ id }, values);
}

export const intl = createAppIntl();

/** The shell's core texts. */
export const t = createTranslator<ShellMessageId>(intl);
