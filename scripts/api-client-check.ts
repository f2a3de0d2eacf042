// A client as an integrator would write it: openapi-fetch over the types openapi-typescript generates
// from /api/docs/json. `npm run api:check` type-checks it (never runs it), so a change to the API
// document that breaks such a client (a renamed field, a lost schema, an untyped answer) fails CI.
import createClient from 'openapi-fetch';
import type { components, paths } from '../.tmp/api-client/schema';

type Run = components['schemas']['Run'];
type ApiError = components['schemas']['Error'];

export function basaltClient(baseUrl: string, apiKey: string) {
  return createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${apiKey}` } });
}

type BasaltClient = ReturnType<typeof basaltClient>;

function failure(error: ApiError): Error {
  return new Error(`${error.error.code}: ${error.error.message}`);
}

export async function findAutomation(client: BasaltClient, search: string): Promise<string | undefined> {
  const { data, error } = await client.GET('/api/automations', { params: { query: { q: search, limit: 5 } } });
  if (error) throw failure(error);
  return data.automations[0]?.id;
}

/** Starts a run and waits up to 60 s for it to end; the same key never charges twice. */
export async function runAndWait(
  client: BasaltClient,
  automationId: string,
  input: Record<string, string | number | boolean | null>,
  idempotencyKey: string,
): Promise<Run> {
  const { data, error, response } = await client.POST('/api/runs', {
    params: { header: { prefer: 'wait=60', 'idempotency-key': idempotencyKey } },
    body: { automationId, input },
  });
  if (error) throw failure(error);
  if (response.headers.get('idempotent-replayed') === 'true') console.warn('replayed: no new charge');
  return data.run;
}

export async function readRun(client: BasaltClient, id: string): Promise<{ run: Run; logLines: number }> {
  const { data, error } = await client.GET('/api/runs/{id}', {
    params: { path: { id }, header: { prefer: 'wait=30' } },
  });
  if (error) throw failure(error);
  const status: 'pending' | 'running' | 'completed' | 'failed' | 'cancelled' = data.run.status;
  if (status === 'failed') console.warn(data.run.errorMessage ?? 'failed');
  return { run: data.run, logLines: data.events.length };
}

/** Every run, page by page, following nextCursor until it is null. */
export async function allRuns(client: BasaltClient): Promise<Run[]> {
  const runs: Run[] = [];
  let cursor: string | undefined;
  do {
    const { data, error } = await client.GET('/api/runs', { params: { query: { limit: 100, cursor } } });
    if (error) throw failure(error);
    runs.push(...data.runs);
    cursor = data.nextCursor ?? undefined;
  } while (cursor);
  return runs;
}
