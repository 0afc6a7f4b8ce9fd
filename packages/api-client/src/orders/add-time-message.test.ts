import { describe, expect, it } from 'vitest';
import { ADD_TIME_MESSAGE_TYPE, addTimeMessage, parseAddTimeMessage } from './add-time-message';

describe('addTimeMessage', () => {
  it('is the arcana:add-time message the payment popup posts to the room', () => {
    expect(ADD_TIME_MESSAGE_TYPE).toBe('arcana:add-time');
    expect(addTimeMessage({ orderId: 'ord_abc123', status: 'PAID' })).toEqual({
      type: 'arcana:add-time',
      orderId: 'ord_abc123',
      status: 'PAID',
    });
    expect(
      addTimeMessage({ orderId: 'ord_abc123', status: 'FAILED', message: '카드가 거절됐어요.' }),
    ).toEqual({
      type: 'arcana:add-time',
      orderId: 'ord_abc123',
      status: 'FAILED',
      message: '카드가 거절됐어요.',
    });
  });
});

describe('parseAddTimeMessage', () => {
  it('reads what the popup posts, paid or failed with its reason', () => {
    expect(
      parseAddTimeMessage({ type: 'arcana:add-time', orderId: 'ord_abc123', status: 'PAID' }),
    ).toEqual({ orderId: 'ord_abc123', status: 'PAID' });
    expect(
      parseAddTimeMessage({
        type: 'arcana:add-time',
        orderId: 'Ab-_12xyz',
        status: 'FAILED',
        message: '결제 시간(15분)이 지나 주문이 취소됐어요.',
      }),
    ).toEqual({
      orderId: 'Ab-_12xyz',
      status: 'FAILED',
      message: '결제 시간(15분)이 지나 주문이 취소됐어요.',
    });
    expect(
      parseAddTimeMessage(addTimeMessage({ orderId: 'ord_abc123', status: 'FAILED' })),
    ).toEqual({ orderId: 'ord_abc123', status: 'FAILED' });
  });

  it('drops an empty reason', () => {
    expect(
      parseAddTimeMessage({
        type: 'arcana:add-time',
        orderId: 'ord_abc123',
        status: 'FAILED',
        message: '',
      }),
    ).toEqual({ orderId: 'ord_abc123', status: 'FAILED' });
  });

  it('answers null to anything else a window may post', () => {
    expect(parseAddTimeMessage(undefined)).toBeNull();
    expect(parseAddTimeMessage(null)).toBeNull();
    expect(parseAddTimeMessage('arcana:add-time')).toBeNull();
    expect(parseAddTimeMessage({ source: 'react-devtools-bridge' })).toBeNull();
    expect(
      parseAddTimeMessage({ type: 'arcana:other', orderId: 'ord_abc123', status: 'PAID' }),
    ).toBeNull();
    expect(parseAddTimeMessage({ type: 'arcana:add-time', status: 'PAID' })).toBeNull();
    expect(
      parseAddTimeMessage({ type: 'arcana:add-time', orderId: 'bad id!', status: 'PAID' }),
    ).toBeNull();
    expect(
      parseAddTimeMessage({ type: 'arcana:add-time', orderId: 'ord_abc123', status: 'DONE' }),
    ).toBeNull();
    expect(
      parseAddTimeMessage({
        type: 'arcana:add-time',
        orderId: 'ord_abc123',
        status: 'FAILED',
        message: 42,
      }),
    ).toBeNull();
    expect(
      parseAddTimeMessage({
        type: 'arcana:add-time',
        orderId: 'ord_abc123',
        status: 'FAILED',
        message: '가'.repeat(501),
      }),
    ).toBeNull();
  });
});
