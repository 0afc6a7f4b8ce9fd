import { createAppIntl, createTranslator } from '@arcana/app-shell';
import footerMessages from './footer.compiled.json';

// The footer's texts load with it, when the reader scrolls near it (DESIGN "Budgets").
export type FooterMessageId = keyof typeof footerMessages;

export const t = createTranslator<FooterMessageId>(createAppIntl(footerMessages));
