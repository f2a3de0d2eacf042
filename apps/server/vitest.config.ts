import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Tests of PostgreSQL's own features (a pool, LISTEN, prepared statements, a dropped connection)
    // are named *.postgres.test.ts and run in the PostgreSQL pass (DATABASE_URL set) only.
    exclude: process.env.DATABASE_URL ? [] : ['src/**/*.postgres.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file gets its own database; the first PGlite start in a worker takes a few seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
