import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A zone far from Seoul, so any formatter that leaks the machine's zone fails its tests.
    env: { TZ: 'America/New_York' },
  },
});
