import { describe, expect, it } from 'vitest';
import { validateFailSearch, validatePaymentSearch, validateSuccessSearch } from './search';

describe('validatePaymentSearch', () => {
  it('keeps a known start type and the slot', () => {
    expect(
      validatePaymentSearch({ startType: 'RESERVATION', slot: '2026-11-25T10:00:00.000+09:00' }),
    ).toEqual({ startType: 'RESERVATION', slot: '2026-11-25T10:00:00.000+09:00' });
  });

  it('drops an unknown start type and an empty slot', () => {
    expect(validatePaymentSearch({ startType: 'LATER', slot: '' })).toEqual({});
  });

  it('keeps the order id of the add-time popup, an all-digit one the router made a number too', () => {
    expect(validatePaymentSearch({ orderId: 'Xq3_9-abcDEF123456789012' })).toEqual({
      orderId: 'Xq3_9-abcDEF123456789012',
    });
    expect(validatePaymentSearch({ orderId: 12345678 })).toEqual({ orderId: '12345678' });
    expect(validatePaymentSearch({ orderId: '' })).toEqual({});
  });
});

describe('validateSuccessSearch', () => {
  it('reads what the checkout appends, the amount as the router parsed it', () => {
    expect(
      validateSuccessSearch({
        paymentType: 'NORMAL',
        paymentKey: 'sandbox_pk_1',
        orderId: 'ord_abc123',
        amount: 22000,
      }),
    ).toEqual({ paymentKey: 'sandbox_pk_1', orderId: 'ord_abc123', amount: 22000 });
  });

  it('reads an all-digit order id the router turned into a number, and an amount as text', () => {
    expect(validateSuccessSearch({ paymentKey: 'pk', orderId: 12345678, amount: '1000' })).toEqual({
      paymentKey: 'pk',
      orderId: '12345678',
      amount: 1000,
    });
  });

  it('leaves out a negative, fractional or non-numeric amount', () => {
    expect(validateSuccessSearch({ amount: -1 })).toEqual({});
    expect(validateSuccessSearch({ amount: 10.5 })).toEqual({});
    expect(validateSuccessSearch({ amount: 'abc' })).toEqual({});
  });
});

describe('validateFailSearch', () => {
  it('keeps the code, the message and the order id', () => {
    expect(
      validateFailSearch({ code: 'PAY_PROCESS_CANCELED', message: '취소했어요', orderId: 'ord_1' }),
    ).toEqual({ code: 'PAY_PROCESS_CANCELED', message: '취소했어요', orderId: 'ord_1' });
    expect(validateFailSearch({ code: ['a'] })).toEqual({});
  });
});
