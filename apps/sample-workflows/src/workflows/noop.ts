import { z } from 'zod';
import { defineWorkflow } from '../workflow';

/** Answers at once with nothing done: measures Basalt's own run overhead in the benchmark. */
export const noop = defineWorkflow({
  slug: 'noop',
  name: 'No-op',
  description: 'Does nothing and answers at once (for benchmarks).',
  inputSchema: z.object({}),
  run: () => ({ summary: 'Nothing to do.' }),
});
