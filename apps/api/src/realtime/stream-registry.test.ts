import { describe, expect, it } from 'vitest';
import { createStreamRegistry } from './stream-registry';

describe('createStreamRegistry', () => {
  it('counts streams per audience and user, and a release counts once', () => {
    const registry = createStreamRegistry();
    const first = registry.open('USER', 1);
    const second = registry.open('USER', 1);
    registry.open('COUNSELOR', 1);
    expect(registry.count('USER', 1)).toBe(2);
    expect(registry.count('COUNSELOR', 1)).toBe(1);
    expect(registry.count('USER', 2)).toBe(0);
    expect(registry.total).toBe(3);
    first();
    first();
    expect(registry.count('USER', 1)).toBe(1);
    second();
    expect(registry.count('USER', 1)).toBe(0);
    expect(registry.total).toBe(1);
  });
});
