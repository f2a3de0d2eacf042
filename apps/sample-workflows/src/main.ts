import { buildSampleWorkflowsApp } from './index';

const app = buildSampleWorkflowsApp({ logger: true });
const port = Number(process.env.PORT ?? 3100);
const host = process.env.HOST ?? '127.0.0.1';

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port, host });
} catch (error) {
  app.log.error({ err: error }, 'could not start the sample workflows');
  process.exit(1);
}
