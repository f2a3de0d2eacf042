// Writes the OpenAPI document (what GET /api/docs/json answers) to a file, for `npm run api:check`.
// The document describes routes, not data, so the app is built on a database it never reaches:
// start-up only subscribes to change notifications, answered here in memory. Starting PGlite or
// the built server would add 20+ s (WASM compile, migrations) on a busy CI machine.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../app';
import { loadConfig } from '../platform/config/config';
import { openPostgres, type DatabaseHandle } from '../platform/db/database';

const output = process.argv[2] ?? '.tmp/openapi.json';
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  PUBLIC_URL: process.env.API_DOCUMENT_SERVER_URL ?? 'http://127.0.0.1:3000',
  DATABASE_URL: 'postgres://nobody@127.0.0.1:9/never-connected',
  AUTH_SECRET: 'api-document-only-api-document-only-0123456789',
});
const unreached = openPostgres(config.DATABASE_URL!, 1);
const listenInMemory = { listen: async () => async () => {} } as unknown as PGlite;
const database: DatabaseHandle = { ...unreached, kind: 'pglite', pglite: listenInMemory };

const app = await buildApp({ config, database, webRoot: '', serverRenderEntry: null });
const response = await app.inject('/api/docs/json');
if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, `${JSON.stringify(response.json(), null, 2)}\n`);
await app.close();
await unreached.close();
