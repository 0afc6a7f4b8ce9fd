import { describe, expect, it } from 'vitest';
import { failMessageIdOf, failReasonOf, isKoreanText } from './fail-codes';

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

describe('failReasonOf', () => {
  it('says a known code in our words, else Toss’s Korean message, else the generic sentence', () => {
    expect(failReasonOf('PAY_PROCESS_CANCELED', '사용자가 결제를 취소하였습니다')).toBe(
      '결제를 취소했어요.',
    );
    expect(failReasonOf('SOMETHING_NEW', '카드 잔액이 부족합니다.')).toBe(
      '카드 잔액이 부족합니다.',
    );
    expect(failReasonOf('SOMETHING_NEW', 'Card declined')).toBe(
      '결제 중 문제가 생겼어요. 잠시 후 다시 시도해 주세요.',
    );
  });
});
