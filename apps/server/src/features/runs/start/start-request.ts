import { createHash, randomUUID } from 'node:crypto';
import type { StartRunBody } from '@basalt/contracts';
import { AppError } from '../../../platform/errors/app-error';

/**
 * The run's idempotency key: the `Idempotency-Key` header or the body's idempotencyKey (the web
 * form's). Without either the request is not idempotent and gets a key of its own.
 */
export function idempotencyKeyOf(header: string | undefined, body: string | undefined): string {
  if (header !== undefined && body !== undefined && header !== body) {
    throw new AppError('VALIDATION_FAILED', 'The Idempotency-Key header and idempotencyKey differ', [
      { path: 'idempotencyKey', message: 'Send the key once, in the header or in the body' },
    ]);
  }
  return header ?? body ?? randomUUID();
}

/** JSON with object keys sorted, so two requests that differ only in key order hash the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What makes two starts "the same request" for an idempotency key (Stripe's rule): everything the
 * client sent except the key itself. A missing configuration and a null one are the same request.
 */
export function startRequestHash(body: StartRunBody): string {
  const { automationId, input, configurationId, webhookUrl, deliver, version } = body;
  const request = {
    automationId,
    input,
    configurationId: configurationId ?? null,
    webhookUrl: webhookUrl ?? null,
    // Only when given, so a request without it hashes as it did before deliveries existed.
    ...(deliver !== undefined ? { deliver } : {}),
    // The same: a run pinned to a version is another request than one of the live version.
    ...(version !== undefined ? { version } : {}),
  };
  return createHash('sha256').update(canonicalJson(request)).digest('base64url');
}

/** The OpenAPI description of POST /api/runs: how an API client starts a run and reads its result. */
export const startRunExamples = `Authenticate with \`Authorization: Bearer <API key>\` (create keys on the API tab of your profile).

Start a run, waiting up to 60 seconds for it to end:

\`\`\`sh
curl -X POST "$BASALT_URL/api/runs" \\
  -H "Authorization: Bearer $BASALT_API_KEY" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: 7d0c6f1e-order-1042" \\
  -H "Prefer: wait=60" \\
  -d '{"automationId": "<automation id or slug>", "input": {"topic": "Quarterly numbers"}}'
\`\`\`

The answer is \`201 {"run": {...}}\` with \`Preference-Applied: wait=60\`. When \`run.status\` is still
\`pending\` or \`running\`, read it again (also with \`Prefer: wait=N\`), or follow its live events:

\`\`\`sh
curl "$BASALT_URL/api/runs/<run id>" -H "Authorization: Bearer $BASALT_API_KEY" -H "Prefer: wait=60"
curl -N "$BASALT_URL/api/runs/<run id>/events" -H "Authorization: Bearer $BASALT_API_KEY"
\`\`\`

Sending the same Idempotency-Key again with the same request answers the same run, charges once and adds
the header \`Idempotent-Replayed: true\`. The same key with a different request is refused with 422
\`IDEMPOTENCY_KEY_REUSED\`.`;

const exampleRunId = '0b6f2f3e-5d7a-4c1e-9a8b-3f2d1c0e9a71';
const exampleAutomationId = '5e8d4c2a-1b3f-4a6e-8c7d-9f0a1b2c3d4e';

/** The documented request of POST /api/runs (redocly checks it against the body schema). */
export const startRunBodyExamples = {
  run: {
    summary: 'Run an automation with its input',
    value: { automationId: exampleAutomationId, input: { topic: 'Quarterly numbers', pages: 3 } },
  },
};

/** The documented answer: what `Prefer: wait=60` gives once the run has ended. */
export const startRunAnswerExamples = {
  completed: {
    summary: 'Ended within the wait (Prefer: wait=60)',
    value: {
      run: {
        id: exampleRunId,
        automationId: exampleAutomationId,
        automation: { id: exampleAutomationId, name: 'Report Writer', slug: 'report-writer', category: 'Writing' },
        automationName: 'Report Writer',
        automationVersion: 3,
        configurationId: null,
        status: 'completed',
        inputData: { topic: 'Quarterly numbers', pages: 3 },
        resultData: { summary: 'Revenue grew 12% over the quarter.' },
        errorMessage: null,
        failureKind: null,
        quotedTokens: 5,
        tokensCharged: 5,
        tokensRefunded: 0,
        progress: 100,
        progressMessage: null,
        createdAt: '2026-11-26T10:00:00.000Z',
        startedAt: '2026-11-26T10:00:00.120Z',
        completedAt: '2026-11-26T10:00:04.310Z',
        executionTimeMs: 4190,
        filesExpireAt: null,
      },
    },
  },
};
