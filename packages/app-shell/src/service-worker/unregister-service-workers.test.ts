import { afterEach, expect, it, vi } from 'vitest';
import { unregisterServiceWorkers } from './unregister-service-workers';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

it('unregisters every leftover registration', async () => {
  const first = { unregister: vi.fn(async () => true) };
  const second = { unregister: vi.fn(async () => true) };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistrations: async () => [first, second] },
  });

  await expect(unregisterServiceWorkers()).resolves.toBe(2);

  expect(first.unregister).toHaveBeenCalledTimes(1);
  expect(second.unregister).toHaveBeenCalledTimes(1);
});

it('does nothing when the browser has no service workers', async () => {
  expect('serviceWorker' in navigator).toBe(false);

  await expect(unregisterServiceWorkers()).resolves.toBe(0);
});
