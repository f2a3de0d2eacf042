// The bench's baseline: a bare Fastify route (no plugins, no database) in its own process.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
// The run baseline's workflow: a POST answered at once (support/run-baseline.mjs).
app.post('/noop', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
