import { type PaymentMessageId, t } from './intl';

// Toss's failUrl codes (PROVIDERS.md §1) and the few card refusals users meet most, in plain
// Korean. Any other code shows the provider's own message, which Toss writes in Korean.
const FAIL_MESSAGES: Record<string, PaymentMessageId> = {
  PAY_PROCESS_CANCELED: 'web.payment.fail.PAY_PROCESS_CANCELED',
  PAY_PROCESS_ABORTED: 'web.payment.fail.PAY_PROCESS_ABORTED',
  REJECT_CARD_COMPANY: 'web.payment.fail.REJECT_CARD_COMPANY',
  REJECT_CARD_PAYMENT: 'web.payment.fail.REJECT_CARD_PAYMENT',
  INVALID_CARD_EXPIRATION: 'web.payment.fail.INVALID_CARD_EXPIRATION',
  EXCEED_MAX_DAILY_PAYMENT_COUNT: 'web.payment.fail.EXCEED_MAX_DAILY_PAYMENT_COUNT',
  NOT_FOUND_PAYMENT_SESSION: 'web.payment.fail.NOT_FOUND_PAYMENT_SESSION',
};

/** The catalog message of a known fail code, else undefined (show the given message). */
export function failMessageIdOf(code: string | undefined): PaymentMessageId | undefined {
  return code === undefined ? undefined : FAIL_MESSAGES[code];
}

/** A message from the query is shown only when it reads as Korean, never raw English. */
export function isKoreanText(message: string | undefined): message is string {
  return message !== undefined && /[가-힣]/.test(message);
}

/** The sentence for a failed payment: ours for a known code, else Toss's Korean, else generic. */
export function failReasonOf(code: string | undefined, message: string | undefined): string {
  const known = failMessageIdOf(code);
  if (known) return t(known);
  return isKoreanText(message) ? message : t('web.payment.fail.generic');
}
