import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { COUNSELING_TYPES, SESSION_STATUSES } from '../session';
import { counselorSessionCountSchema, signalPayloadSchema } from './session-room';

describe('signalPayloadSchema', () => {
  it('takes null and a flat object of strings, numbers, booleans and nulls as they are', () => {
    const candidate = { candidate: 'candidate:1 1 udp', sdpMid: '0', sdpMLineIndex: 0, ok: true };
    expect(v.parse(signalPayloadSchema, null)).toBeNull();
    expect(v.parse(signalPayloadSchema, candidate)).toEqual(candidate);
    expect(v.parse(signalPayloadSchema, { type: 'offer', sdp: 'v=0\r\n', extra: null })).toEqual({
      type: 'offer',
      sdp: 'v=0\r\n',
      extra: null,
    });
  });

  it('refuses nested values, arrays and anything not an object', () => {
    for (const payload of [{ nested: { a: 1 } }, { list: [1] }, [1], 'offer', 1, undefined]) {
      expect(v.safeParse(signalPayloadSchema, payload).success).toBe(false);
    }
  });
});

describe('counselorSessionCountSchema', () => {
  const zeros = <K extends string>(keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

  it('takes a count for every status and type', () => {
    const counts = { total: 0, byStatus: zeros(SESSION_STATUSES), byType: zeros(COUNSELING_TYPES) };
    expect(v.parse(counselorSessionCountSchema, counts)).toEqual(counts);
  });

  it('refuses a negative count', () => {
    const byType = { ...zeros(COUNSELING_TYPES), [COUNSELING_TYPES[0]]: -1 };
    const counts = { total: 0, byStatus: zeros(SESSION_STATUSES), byType };
    expect(v.safeParse(counselorSessionCountSchema, counts).success).toBe(false);
  });
});
