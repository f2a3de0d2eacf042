import type { FastifyInstance } from 'fastify';
import { sampleWorkflowsPlugin } from '@basalt/sample-workflows';
import type { PlatformDeps } from '../../platform/platform-deps';
import { unsavedTestCallSecretFrom } from '../admin-automations';
import type { RunsContext } from '../runs';
import { createSampleOutbound } from './sample-outbound';
import { sampleCallVerifier } from './verify-sample-call';

/**
 * The bundled sample workflows at /sample-workflows (SAMPLE_WORKFLOWS): signed calls only, and
 * every URL they are handed reached through the outbound address rules (decision 028).
 */
export async function registerSampleWorkflows(
  app: FastifyInstance,
  { db, config, runs }: Pick<PlatformDeps, 'db' | 'config'> & { runs: RunsContext },
) {
  if (!config.SAMPLE_WORKFLOWS) return;
  const { outbound, close } = createSampleOutbound(config.PUBLIC_URL, runs.files.links);
  app.addHook('onClose', async () => close());
  await app.register(sampleWorkflowsPlugin, {
    prefix: '/sample-workflows',
    // Produced-file links from PUBLIC_URL, never from the Host header a caller chose.
    publicUrl: config.SAMPLE_WORKFLOWS_URL,
    verifyCall: sampleCallVerifier(db, unsavedTestCallSecretFrom(config)),
    outbound,
  });
}
