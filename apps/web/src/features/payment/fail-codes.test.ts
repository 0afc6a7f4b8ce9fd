import { describe, expect, it } from 'vitest';
import { failMessageIdOf, isKoreanText } from './fail-codes';

describe('failMessageIdOf', () => {
  it.each([
    ['PAY_PROCESS_CANCELED', 'web.payment.fail.PAY_PROCESS_CANCELED'],
    ['PAY_PROCESS_ABORTED', 'web.payment.fail.PAY_PROCESS_ABORTED'],
    ['REJECT_CARD_COMPANY', 'web.payment.fail.REJECT_CARD_COMPANY'],
  ])('maps %s', (code, id) => {
    expect(failMessageIdOf(code)).toBe(id);
  });

  it('leaves an unknown code to the provider’s message', () => {
    expect(failMessageIdOf('SOMETHING_NEW')).toBeUndefined();
    expect(failMessageIdOf(undefined)).toBeUndefined();
  });
});

describe('isKoreanText', () => {
  it('accepts Korean and refuses English or nothing', () => {
    expect(isKoreanText('카드 잔액이 부족합니다.')).toBe(true);
    expect(isKoreanText('Card declined')).toBe(false);
    expect(isKoreanText(undefined)).toBe(false);
  });
});
