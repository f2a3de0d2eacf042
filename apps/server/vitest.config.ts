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
    // Files share their worker's loaded modules (issue 36): loading the app afresh for every file took
    // about 2.5 s of each of 175 files. No test mocks a module or changes the environment, and each
    // builds its own app, database and servers, so what the files share is code and caches of it.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
