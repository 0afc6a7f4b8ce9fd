import { expect, it } from 'vitest';
import { ICE_POLICY_STORAGE_KEY, readIceTransportPolicy } from './ice-policy';

function storage(value: string | null = null) {
  const items = new Map<string, string>(value === null ? [] : [[ICE_POLICY_STORAGE_KEY, value]]);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, next: string) => void items.set(key, next),
  };
}

it('is all by default', () => {
  expect(readIceTransportPolicy('', storage(), storage())).toBe('all');
});

it('is relay with ?ice=relay or the storage key, the query first', () => {
  expect(readIceTransportPolicy('?ice=relay', storage(), storage())).toBe('relay');
  expect(readIceTransportPolicy('', storage('relay'), storage())).toBe('relay');
  expect(readIceTransportPolicy('?ice=all', storage('relay'), storage())).toBe('all');
});

it("keeps the query's policy for the rest of the tab, after the address lost it", () => {
  const tab = storage();
  expect(readIceTransportPolicy('?senderType=USER&ice=relay', storage(), tab)).toBe('relay');
  expect(tab.items.get('arcana.iceTransportPolicy')).toBe('relay');
  expect(readIceTransportPolicy('?senderType=USER', storage(), tab)).toBe('relay');
  expect(readIceTransportPolicy('?ice=all', storage(), tab)).toBe('all');
  expect(readIceTransportPolicy('', storage(), tab)).toBe('all');
});

it('ignores values it does not know and storage that throws', () => {
  expect(readIceTransportPolicy('?ice=tcp', storage('nope'), storage('nope'))).toBe('all');
  const broken = {
    getItem: () => {
      throw new Error('denied');
    },
    setItem: () => {
      throw new Error('denied');
    },
  };
  expect(readIceTransportPolicy('', broken, broken)).toBe('all');
  expect(readIceTransportPolicy('?ice=relay', broken, broken)).toBe('relay');
});
