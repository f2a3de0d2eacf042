import { randomUUID } from 'node:crypto';
import { runInputSchema, type StartRunBody } from '@basalt/contracts';
import type { SessionUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { applyKeySpendingCap } from '../api-keys';
import { applyRunBudget } from '../budgets';
import { checkRunUploads } from '../files';
import { startRequestHash } from './run-api';
import { chargeRunStart, pricingOf } from './run-billing';
import type { RunsContext } from './run-context';
import { enqueueRun } from './run-job';
import { runFollowUpsAtStart } from './run-follow-ups';
import { runStartNoticesFor } from './run-start-notices';
import { insertRunOnce, type StartedRunValues } from './insert-run-once';
import {
  configurationBelongsTo,
  countUnfinishedRuns,
  findAutomationToStart,
  findRunByKey,
  lockRunOwner,
  type RunRow,
  type RunView,
} from './runs.queries';

/** A queued run that no worker picks up within its maximum duration plus this is failed and refunded. */
const QUEUE_GRACE_MS = 5 * 60_000;

type RunInputSchema = ReturnType<typeof runInputSchema>;
/** Schemas by their fields' JSON: building one took zod about 0.15 ms of every start (issue 16's profile). */
const inputSchemas = new Map<string, RunInputSchema>();
const MAX_INPUT_SCHEMAS = 500;

function inputSchemaFor(fields: Parameters<typeof runInputSchema>[0]): RunInputSchema {
  // Keyed by content, not automation: an edited form gets its own schema, and the old one ages out.
  const key = JSON.stringify(fields);
  let schema = inputSchemas.get(key);
  if (!schema) {
    if (inputSchemas.size >= MAX_INPUT_SCHEMAS) inputSchemas.delete(inputSchemas.keys().next().value!);
    inputSchemas.set(key, (schema = runInputSchema(fields)));
  }
  return schema;
}

/** The automation's form rules (one shared module), answered as 422 with the first message (spec §5). */
function validatedInput(fields: Parameters<typeof runInputSchema>[0], input: StartRunBody['input']) {
  const parsed = inputSchemaFor(fields).safeParse(input);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new AppError('VALIDATION_FAILED', details[0]!.message, details);
}

/** A replay must be the request the key first came with; runs from before the hash compare automations. */
function sameRequest(run: RunRow, automationId: string, requestHash: string) {
  const same = run.requestHash === null ? run.automationId === automationId : run.requestHash === requestHash;
  if (!same) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used with a different request. Use a new key for a new run.',
    );
  }
  return run;
}

/** Who asks for the run when it is not a person at the form: an API key, and the most it may cost. */
export interface RunOrigin {
  /** The key the request authenticated with: recorded on the run and its charges, its monthly cap applied. */
  apiKeyId?: string;
  /** The OAuth client (an MCP client, decision 032) it came through: recorded; the user's budget caps it. */
  oauthClientId?: string;
  /** A per-run price ceiling (an agent's `max_tokens`): a dearer quote is refused before any charge. */
  maxTokens?: number;
}

/**
 * The user's queued and running runs for the setting MAX_CONCURRENT_RUNS, counted once the owner's
 * row is locked (by the insert of a charged start, or here for a free one), so that racing starts
 * cannot both squeeze in, and the new run counts itself. Called right behind the insert without
 * awaiting it, so the count leaves in the start's one round trip and runs after the insert; its
 * statement's snapshot is taken then, under the lock. Null when there is no cap.
 */
async function unfinishedRunsBehindInsert(tx: Database, cap: number, userId: string, ownerLocked: boolean) {
  if (cap === 0) return null;
  const [, count] = await Promise.all([
    ownerLocked ? undefined : lockRunOwner(tx, userId),
    countUnfinishedRuns(tx, userId),
  ]);
  return count;
}

/** A refusal rolls back the run and its charge. */
function refuseAboveCap(cap: number, unfinished: number | null) {
  if (unfinished === null || unfinished <= cap) return;
  throw new AppError(
    'CONCURRENT_RUN_LIMIT',
    `You already have ${cap} runs queued or running. Start this one when one of them has ended.`,
  );
}

/** What the insert's lock read, for the charge sent behind it; a replayed key's insert read nothing. */
const ownerBalanceOf = (insert: ReturnType<typeof insertRunOnce>) => insert.then((inserted) => inserted?.ownerBalance);

/** The start's idempotency key had already started a run: this start's transaction must not commit. */
class KeyAlreadyUsed extends Error {}

/** The run a start answers; `replayed` when the idempotency key had already started it. */
export type StartedRun = RunView & { replayed: boolean };

/**
 * DESIGN §2.1: validate, then in one transaction create the run (pending), charge or hold its
 * quote (D5) and enqueue its job. The same idempotency key answers the same run and charges once,
 * also when requests race: the unique (user, key) index makes the second insert wait for the first
 * and then do nothing. The same key with a different request is refused (IDEMPOTENCY_KEY_REUSED).
 */
export async function startRun(
  context: RunsContext,
  user: SessionUser,
  body: StartRunBody,
  origin: RunOrigin = {},
): Promise<StartedRun> {
  const found = await findAutomationToStart(context.db, body.automationId, user.id);
  const automation = found?.automation;
  if (!automation || automation.status !== 'published') throw new AppError('NOT_FOUND', 'Automation not found');
  if (!automation.webhookUrl || !context.jobQueue) {
    throw new AppError(
      'UNAVAILABLE',
      'Failed to start automation: it is not available right now. Please try again later.',
    );
  }
  const input = validatedInput(automation.customFields, body.input);
  await checkRunUploads(context.files, user.id, automation.id, automation.customFields, input);
  if (body.configurationId && !(await configurationBelongsTo(context.db, body.configurationId, user.id))) {
    throw new AppError('NOT_FOUND', 'Configuration not found');
  }
  const pricing = pricingOf(automation);
  const quote = pricing.hold > 0 ? pricing.hold : pricing.perRun;
  if (origin.maxTokens !== undefined && quote > origin.maxTokens) {
    throw new AppError(
      'PRICE_ABOVE_LIMIT',
      `This run costs ${quote} tokens, above your limit of ${origin.maxTokens}. Nothing was charged. Raise max_tokens to at least ${quote} to run it.`,
    );
  }
  const queue = context.jobQueue;
  const followUps = await runFollowUpsAtStart(context, found.listeners, body.webhookUrl);
  // Hashed with the id, so a retry that names the automation by slug instead is the same request.
  const requestHash = startRequestHash({ ...body, automationId: automation.id });

  const charges = pricing.hold > 0 || pricing.perRun > 0;
  const values = {
    id: randomUUID(),
    userId: user.id,
    automationId: automation.id,
    automationName: automation.name,
    configurationId: body.configurationId ?? null,
    status: 'pending',
    inputData: input,
    quotedTokens: quote,
    tokensCharged: pricing.hold > 0 ? 0 : pricing.perRun,
    pricing,
    idempotencyKey: body.idempotencyKey,
    requestHash,
    deadlineAt: new Date(Date.now() + automation.maxDurationMinutes * 60_000 + QUEUE_GRACE_MS),
    ...followUps,
    apiKeyId: origin.apiKeyId ?? null,
    oauthClientId: origin.oauthClientId ?? null,
  } satisfies StartedRunValues;
  let run: RunRow & { replayed: boolean };
  try {
    run = await context.db.transaction(async (tx) => {
      // Sent together, so on PostgreSQL the begin, the run, its charge, its job and the count of the
      // user's unfinished runs leave in one round trip (platform/db/pipelined-client.ts) and nothing
      // waits between them while the run's insert holds the owner's balance lock (issue 16).
      // PostgreSQL runs them in the order they are called: the charge and the count must come after
      // the insert, which takes that lock.
      const insert = insertRunOnce(tx, values, charges);
      const charge = chargeRunStart(tx, values, automation.name, ownerBalanceOf(insert));
      const job = enqueueRun(queue, tx, values.id);
      const unfinished = unfinishedRunsBehindInsert(tx, context.maxConcurrentRuns, user.id, charges);
      const [inserted, charged, sent, counted] = await Promise.allSettled([insert, charge, job, unfinished]);
      if (inserted.status === 'rejected') throw inserted.reason;
      // Rolls back the charge and the job sent for a run that will not exist.
      if (!inserted.value) throw new KeyAlreadyUsed();
      if (charged.status === 'rejected') throw charged.reason;
      if (sent.status === 'rejected') throw sent.reason;
      if (counted.status === 'rejected') throw counted.reason;
      const { run } = inserted.value;
      if (origin.apiKeyId) await applyKeySpendingCap(tx, origin.apiKeyId);
      refuseAboveCap(context.maxConcurrentRuns, counted.value);
      await applyRunBudget(tx, user, charged.value, context.publicUrl);
      return { ...run, replayed: false };
    });
    // After the commit, never inside the transaction (migration 0033); the answer does not wait for it.
    runStartNoticesFor(context.db, context.log).announce(run);
  } catch (error) {
    if (!(error instanceof KeyAlreadyUsed)) throw error;
    // The insert waited for the key's first start to commit, so its run is there to read.
    const first = (await findRunByKey(context.db, user.id, body.idempotencyKey))!;
    run = { ...sameRequest(first, automation.id, requestHash), replayed: true };
  }
  // What a fresh run shows needs no second read; a repeated key answers the stored run as it is now.
  return {
    ...run,
    automationName: automation.name,
    automationSlug: automation.slug,
    categoryName: found.categoryName,
    filesExpireAt: null,
  };
}
