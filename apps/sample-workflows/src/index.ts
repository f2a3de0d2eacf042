import Fastify, { type FastifyServerOptions } from 'fastify';
import { sampleWorkflowsPlugin, type SampleWorkflowsOptions } from './plugin';

export { sampleWorkflowsPlugin, type SampleWorkflowsOptions } from './plugin';
export {
  sampleWorkflows,
  sampleWorkflowSlugs,
  sampleWorkflowInputSchemas,
  internalWorkflowSlugs,
  type SampleWorkflowSlug,
} from './registry';
export type { WorkflowResult } from './workflow';
export { FileTooLargeError, fetchOutbound, type SampleOutbound } from './outbound';

export interface BuildSampleWorkflowsAppOptions extends SampleWorkflowsOptions {
  logger?: FastifyServerOptions['logger'];
}

/** A standalone server holding only the sample workflows (tests and `npm start`). */
export function buildSampleWorkflowsApp({ logger = false, ...options }: BuildSampleWorkflowsAppOptions = {}) {
  const app = Fastify({ logger });
  void app.register(sampleWorkflowsPlugin, options);
  return app;
}
