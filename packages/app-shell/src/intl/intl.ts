import { LOCALE, TIME_ZONE } from '@arcana/domain';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import {
  createFormatters,
  createIntlCache,
  DEFAULT_INTL_CONFIG,
  formatMessage,
  type ResolvedIntlConfig,
} from '@formatjs/intl';
import shellMessages from '../messages/ko.compiled.json';

/** Catalogs are precompiled to AST (`formatjs compile --ast`), so no parser ships to browsers. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/** The shell's core texts: what the frame, the error pages and the theme control draw. */
export type ShellMessageId = keyof typeof shellMessages;

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/**
 * The Korean messages of an app and the one thing the apps ask of them: `formatMessage`. It is
 * @formatjs/intl's own formatMessage (same config, same formatters cache), without `createIntl`'s
 * date, number, list, relative-time and display-name formatters: nothing formats through them
 * (times go through luxon with an explicit zone), and they would ship with every first page.
 */
export type AppIntl = ResolvedIntlConfig & {
  formatMessage(descriptor: { id: string }, values?: MessageValues): string;
};

const formatters = createFormatters(createIntlCache());

/**
 * The shell's core catalog plus the given compiled catalogs (a later one wins on a clash). Each
 * catalog is its own module, so a feature's texts load with the code that draws them: the
 * first page only downloads the catalogs its own code imports (DESIGN "Budgets").
 */
export function createAppIntl(...catalogs: CompiledMessages[]): AppIntl {
  const config: ResolvedIntlConfig = {
    ...DEFAULT_INTL_CONFIG,
    locale: LOCALE,
    defaultLocale: LOCALE,
    timeZone: TIME_ZONE,
    messages: Object.assign({}, shellMessages as unknown as CompiledMessages, ...catalogs),
  };
  return {
    ...config,
    formatMessage: (descriptor, values) =>
      String(formatMessage(config, formatters, descriptor, values)),
  };
}

/** A typed `t(id, values)` over one intl instance; apps build theirs with their own id type. */
export function createTranslator<TId extends string>(target: AppIntl) {
  return (id: TId, values?: MessageValues): string => target.formatMessage({ id }, values);
}

export const intl = createAppIntl();

/** The shell's core texts. */
export const t = createTranslator<ShellMessageId>(intl);
