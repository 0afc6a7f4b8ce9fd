import validationMessages from '../messages/validation.compiled.json';
import { createAppIntl, createTranslator, type ShellMessageId } from './intl';

// SPEC §5's default validation texts: they load with the forms that fall back on them.
export type ValidationMessageId = keyof typeof validationMessages | ShellMessageId;

export const t = createTranslator<ValidationMessageId>(createAppIntl(validationMessages));
