import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberPendingKeep, takePendingKeep } from './pending-keep';

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pending keep', () => {
  it('gives the waiting reading once, then nothing', () => {
    rememberPendingKeep(41);
    expect(takePendingKeep()).toBe(41);
    expect(takePendingKeep()).toBeNull();
  });

  it('ignores what is not a reading id', () => {
    sessionStorage.setItem('arcana.ai.pendingKeep', 'abc');
    expect(takePendingKeep()).toBeNull();
  });

  it('survives a storage that refuses (private mode)', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    });
    expect(() => rememberPendingKeep(1)).not.toThrow();
    expect(takePendingKeep()).toBeNull();
  });
});
