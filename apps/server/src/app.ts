import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sampleWorkflowsPlugin } from '@basalt/sample-workflows';
import type { Config } from './platform/config/config';
import type { DatabaseHandle } from './platform/db/database';
import { registerErrorHandler } from './platform/errors/error-handler';
import { registerApiDocs } from './platform/http/api-docs';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerWebApp, webDistFolder } from './platform/http/web-app';
import { loggerOptions } from './platform/logger';
import { registerCatalogue } from './features/catalogue';
import { registerHealth } from './features/health';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
}

/** The composition root of the HTTP side: platform plugins first, then one register call per feature. */
export async function buildApp({ config, database }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.NODE_ENV === 'production',
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, { https: config.PUBLIC_URL.startsWith('https://') });
  await registerApiDocs(app, config.PUBLIC_URL);

  registerHealth(app, database);
  registerCatalogue(app, database.db);

  if (config.SAMPLE_WORKFLOWS) {
    await app.register(sampleWorkflowsPlugin, { prefix: '/sample-workflows' });
  }
  const webRoot = webDistFolder();
  if (webRoot) await registerWebApp(app, webRoot);
  return app;
}
