import { createAppIntl, createTranslator } from '@arcana/app-shell';
import { appMessages, type MessageId } from '../../app/intl';
import featureMessages from './messages.compiled.json';

// The back-office pages' shared texts (load error, retry, counters); they load with the pages.
export type OfficeMessageId = keyof typeof featureMessages | MessageId;

export const t = createTranslator<OfficeMessageId>(createAppIntl(appMessages, featureMessages));
