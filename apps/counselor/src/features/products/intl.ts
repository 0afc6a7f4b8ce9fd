import { createAppIntl, createTranslator } from '@arcana/app-shell';
import { appMessages, type MessageId } from '../../app/intl';
import featureMessages from './messages.compiled.json';

// The products screen's texts load with their routes, not with the first page (DESIGN "Budgets").
export type ProductsMessageId = keyof typeof featureMessages | MessageId;

export const t = createTranslator<ProductsMessageId>(createAppIntl(appMessages, featureMessages));
