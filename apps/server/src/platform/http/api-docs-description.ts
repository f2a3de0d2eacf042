/** The Markdown that opens /api/docs: what an integrator needs before reading the operations. */
export const apiDescription = `Pay-per-use automations marketplace. This page documents the REST API; the same
document is at [/api/docs/json](/api/docs/json) (OpenAPI 3.1) for code generators.

## Authentication

Create an API key on the API tab of your profile and send it as \`Authorization: Bearer bsk_…\`. Every
route that works for a signed-in user accepts a key; runs it starts are charged to you and show the key.
Admin routes, API key management and account deletion need a signed-in session instead.

## Starting a run

\`POST /api/runs\` with \`{"automationId": "<id or slug>", "input": {…}}\` validates the input against the
automation's schema (\`GET /api/automations/{ref}/input-schema\`), charges or holds its price and queues it.

- **\`Prefer: wait=N\`** (N ≤ 60) holds the answer until the run has ended or N seconds passed
  (\`Preference-Applied\` says so); \`GET /api/runs/{id}\` takes the same header. Or follow
  \`GET /api/runs/{id}/events\` (Server-Sent Events, resumable with \`Last-Event-ID\`).
- **All your runs and your balance**: \`GET /api/runs/events\` (Server-Sent Events) sends \`ready\`, then
  \`change\` (\`{id, status}\`) at each step of any of your runs, resumable with \`Last-Event-ID\`, and
  \`balance\` (\`{balance}\`) on connecting and after every change of your token balance.
  \`GET /api/runs/latest?automationId=…\` answers your newest run of an automation while it runs and
  for 15 minutes after it ends.
- **\`Idempotency-Key\`**: the same key with the same request answers the same run, charges once and
  adds \`Idempotent-Replayed: true\`; the same key with another request is 422 \`IDEMPOTENCY_KEY_REUSED\`.

## Lists and cursors

Lists take \`limit\` and \`cursor\` and answer \`nextCursor\` (\`null\` on the last page): pass it back as
\`cursor\` for the next page. Cursors are opaque.

## Errors and rate limits

Every error is \`{"error": {"code", "message", "details"?, "requestId"?}}\`; switch on \`code\` (the
\`Error\` schema lists them), never on the message. Requests with an API key carry \`RateLimit-Limit\`,
\`RateLimit-Remaining\` and \`RateLimit-Reset\` (seconds); over the limit the answer is 429
\`RATE_LIMITED\` with \`Retry-After\`. Too many unfinished runs is 429 \`CONCURRENT_RUN_LIMIT\`.

## Webhooks

Add up to 10 endpoints with \`POST /api/account/webhook-endpoints\`, each with the events it wants
(\`run.started\`, \`run.completed\`, \`run.failed\`, \`run.refunded\`) and its own \`whsec_\` secret; a run
may also name a \`webhookUrl\` of its own. Each event is a \`{type, timestamp, data}\` POST signed the
Standard Webhooks way (\`webhook-id\`, \`webhook-timestamp\`, \`webhook-signature\`), retried for 24
hours. Deliveries and their attempts: \`GET /api/account/webhook-deliveries\`.

## AI agents (MCP)

Basalt is also an MCP server at \`/mcp\` (Streamable HTTP) with the same API key as Bearer token; its
tools: \`search_automations\`, \`get_automation\`, \`run_automation\`, \`get_run\`, \`cancel_run\`,
\`get_balance\`. See the README's Integrations section for a client configuration.`;

/** Every tag operations use, with a description (the docs page groups operations by them). */
export const apiTags = [
  { name: 'runs', description: 'Start runs, read them, follow their events, history and exports' },
  { name: 'catalogue', description: 'The published automations, their prices and input schemas' },
  { name: 'configurations', description: 'Saved inputs for an automation, to run again or on a schedule' },
  { name: 'schedules', description: 'Runs of a saved configuration at set times' },
  { name: 'files', description: 'Uploads for file fields and the files runs produced' },
  { name: 'tokens', description: 'Balance, ledger, token packages and checkout' },
  { name: 'budgets', description: 'Your monthly spending cap and low-balance e-mail' },
  { name: 'webhooks', description: 'Completion webhooks: the URL, its signing secret and the deliveries' },
  { name: 'account', description: 'Your session, profile, notification settings and account deletion' },
  { name: 'api-keys', description: 'API keys (signed-in session only)' },
  { name: 'connected-apps', description: 'Apps you allowed through OAuth, such as AI agents (signed-in session only)' },
  { name: 'site', description: 'Public figures and FAQ of the marketplace' },
  { name: 'leads', description: 'Requests for a custom automation or a call' },
  { name: 'analytics', description: 'First-party page and automation views' },
  { name: 'admin', description: 'The back office (admins, signed-in session only)' },
];
