import { expect, it } from 'vitest';
import { ICE_POLICY_STORAGE_KEY, readIceTransportPolicy } from './ice-policy';

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === ICE_POLICY_STORAGE_KEY ? value : null),
});

it('is all by default', () => {
  expect(readIceTransportPolicy('', storage(null))).toBe('all');
});

it('is relay with ?ice=relay or the storage key, the query first', () => {
  expect(readIceTransportPolicy('?ice=relay', storage(null))).toBe('relay');
  expect(readIceTransportPolicy('', storage('relay'))).toBe('relay');
  expect(readIceTransportPolicy('?ice=all', storage('relay'))).toBe('all');
});

it('ignores values it does not know and storage that throws', () => {
  expect(readIceTransportPolicy('?ice=tcp', storage('nope'))).toBe('all');
  const broken = {
    getItem: () => {
      throw new Error('denied');
    },
  };
  expect(readIceTransportPolicy('', broken)).toBe('all');
});
