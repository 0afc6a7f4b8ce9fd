import { LOCALE, TIME_ZONE } from '@arcana/domain';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import shellMessages from '../messages/ko.compiled.json';

/** Catalogs are precompiled to AST (`formatjs compile --ast`), so no parser ships to browsers. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

export type ShellMessageId = keyof typeof shellMessages;

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

const cache = createIntlCache();

/** The shell's Korean catalog plus an app's own compiled catalog (the app wins on a clash). */
export function createAppIntl(extraMessages: CompiledMessages = {}): IntlShape<string> {
  return createIntl(
    {
      locale: LOCALE,
      defaultLocale: LOCALE,
      timeZone: TIME_ZONE,
      messages: { ...(shellMessages as unknown as CompiledMessages), ...extraMessages },
    },
    cache,
  );
}

/** A typed `t(id, values)` over one intl instance; apps build theirs with their own id type. */
export function createTranslator<TId extends string>(target: IntlShape<string>) {
  return (id: TId, values?: MessageValues): string =>
    target.formatMessage({ id }, values) as string;
}

export const intl = createAppIntl();

/** The shell's own texts. */
export const t = createTranslator<ShellMessageId>(intl);
