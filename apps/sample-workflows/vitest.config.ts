import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sample-workflows',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
