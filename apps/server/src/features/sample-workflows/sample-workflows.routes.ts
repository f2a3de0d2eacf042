import type { FastifyInstance } from 'fastify';
import { sampleWorkflowsPlugin } from '@basalt/sample-workflows';
import type { Database } from '../../platform/db/database';
import type { SignedLinks } from '../../platform/storage';
import type { UnsavedTestCallSecret } from '../admin-automations';
import { createSampleOutbound } from './sample-outbound';
import { sampleCallVerifier } from './verify-sample-call';

export interface SampleWorkflowsHost {
  db: Database;
  publicUrl: string;
  /** Base URL of the mounted samples, for the links to the files they produce. */
  samplesUrl: string;
  links: SignedLinks;
  unsavedTestCallSecret: UnsavedTestCallSecret;
}

/**
 * The bundled sample workflows at /sample-workflows (SAMPLE_WORKFLOWS): signed calls only, and
 * every URL they are handed reached through the outbound address rules (decision 028).
 */
export async function registerSampleWorkflows(app: FastifyInstance, host: SampleWorkflowsHost) {
  const { outbound, close } = createSampleOutbound(host.publicUrl, host.links);
  app.addHook('onClose', async () => close());
  await app.register(sampleWorkflowsPlugin, {
    prefix: '/sample-workflows',
    // Produced-file links from PUBLIC_URL, never from the Host header a caller chose.
    publicUrl: host.samplesUrl,
    verifyCall: sampleCallVerifier(host.db, host.unsavedTestCallSecret),
    outbound,
  });
}
