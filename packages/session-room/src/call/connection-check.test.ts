import { expect, it } from 'vitest';
import { levelOf } from './audio-check';
import { candidateTypeOf } from './connection-check';

it('reads a candidate type from the property or from the SDP line', () => {
  expect(candidateTypeOf({ candidate: '', type: 'relay' })).toBe('relay');
  expect(
    candidateTypeOf({
      candidate: 'candidate:1 1 udp 2122260223 192.168.0.2 54321 typ host generation 0',
    }),
  ).toBe('host');
  expect(
    candidateTypeOf({
      candidate: 'candidate:2 1 udp 1686052607 203.0.113.5 40000 typ srflx raddr 0.0.0.0 rport 0',
      type: null,
    }),
  ).toBe('srflx');
  expect(candidateTypeOf({ candidate: 'garbage' })).toBeNull();
});

it('measures silence as 0 and a loud signal well above the heard level', () => {
  expect(levelOf(new Uint8Array(64).fill(128))).toBe(0);
  const loud = Uint8Array.from({ length: 64 }, (_, index) => (index % 2 ? 200 : 56));
  expect(levelOf(loud)).toBeGreaterThan(0.5);
  expect(levelOf(new Uint8Array())).toBe(0);
});
