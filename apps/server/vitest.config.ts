import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file gets its own database; the first PGlite start in a worker takes a few seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
