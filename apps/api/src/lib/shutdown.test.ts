import { describe, expect, it, vi } from 'vitest';
import { createShutdownRegistry } from './shutdown';

describe('createShutdownRegistry', () => {
  it('closes every registered stream once, even when one throws', async () => {
    const failures: unknown[] = [];
    const registry = createShutdownRegistry((error) => failures.push(error));
    const first = vi.fn();
    const broken = vi.fn(() => {
      throw new Error('boom');
    });
    const last = vi.fn(async () => {});
    registry.register(first);
    registry.register(broken);
    registry.register(last);

    await registry.closeAll();
    await registry.closeAll();

    expect(first).toHaveBeenCalledTimes(1);
    expect(broken).toHaveBeenCalledTimes(1);
    expect(last).toHaveBeenCalledTimes(1);
    expect(failures).toHaveLength(1);
    expect(registry.size).toBe(0);
  });

  it('forgets a stream that ended by itself', async () => {
    const registry = createShutdownRegistry();
    const closer = vi.fn();
    const unregister = registry.register(closer);
    unregister();
    await registry.closeAll();
    expect(closer).not.toHaveBeenCalled();
  });

  it('closes a stream registered after shutdown began right away', async () => {
    const registry = createShutdownRegistry();
    await registry.closeAll();
    const closer = vi.fn();
    registry.register(closer);
    await vi.waitFor(() => expect(closer).toHaveBeenCalledTimes(1));
    expect(registry.shuttingDown).toBe(true);
  });
});
