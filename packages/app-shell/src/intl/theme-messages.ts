import themeMessages from '../messages/theme.compiled.json';
import { createAppIntl, createTranslator, type ShellMessageId } from './intl';

// The theme switch's texts load with it (it sits at the end of pages), not with the first page
// (DESIGN "Budgets").
export type ThemeMessageId = keyof typeof themeMessages | ShellMessageId;

export const t = createTranslator<ThemeMessageId>(createAppIntl(themeMessages));
