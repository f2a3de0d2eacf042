import { randomUUID } from 'node:crypto';
import { pausedRunRefusal, runInputSchema, type ResultDeliveryChoice, type StartRunBody } from '@basalt/contracts';
import type { SessionUser } from '../../../platform/auth';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import { applyKeySpendingCap } from '../../api-keys';
import { usableVersion, pinsOtherThanLive } from '../../automation-versions';
import { applyRunBudget } from '../../budgets';
import type { LedgerResult } from '../../ledger';
import { checkRunUploads } from '../../files';
import { checkedDeliveryChoice, deliveryTargets, insertRunDeliveries } from '../../result-deliveries';
import { startRequestHash } from './start-request';
import { chargeRunStart, pricingOf } from '../end/run-billing';
import type { RunsContext } from '../run-context';
import { enqueueRun } from '../worker/run-job';
import { runFollowUpsAtStart } from '../end/run-follow-ups';
import { runStartNoticesFor } from './run-start-notices';
import {
  countUnfinishedRuns,
  findAutomationToStart,
  findOwnConfiguration,
  findRunByKey,
  insertRunOnce,
  lockRunOwner,
  type NewRun,
  type RunRow,
  type RunView,
} from '../runs.queries';

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
  /** A schedule's saved result delivery (checked when saved), used when the body names none. */
  resultDelivery?: ResultDeliveryChoice | null;
}

/**
 * MAX_CONCURRENT_RUNS: the user's queued and running runs, the new one included, counted under the
 * owner's balance lock so that racing starts are counted one after another. A refusal rolls back
 * the run and its charge.
 */
async function refuseAboveConcurrentCap(tx: Database, cap: number, userId: string) {
  if (cap === 0 || (await countUnfinishedRuns(tx, userId)) <= cap) return;
  throw new AppError(
    'CONCURRENT_RUN_LIMIT',
    `You already have ${cap} runs queued or running. Start this one when one of them has ended.`,
  );
}

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
  const listed = found?.automation;
  // A trashed one answers as a missing one (decision 066), whatever status it keeps for a restore.
  if (!listed || listed.status !== 'published' || listed.deletedAt) {
    throw new AppError('NOT_FOUND', 'Automation not found');
  }
  // Read with the automation: refused before any charge, no extra round trip (DESIGN D18).
  if (listed.pausedAt) throw new AppError('AUTOMATION_PAUSED', pausedRunRefusal(listed.name));
  // The automation's columns are its live version (D19): only a pin to another version reads one.
  const pinned = pinsOtherThanLive(listed, body.version)
    ? await usableVersion(context.db, listed, body.version)
    : undefined;
  const automation = pinned ? { ...listed, ...pinned.content } : listed;
  if (!automation.webhookUrl || !context.jobQueue) {
    throw new AppError(
      'UNAVAILABLE',
      'Failed to start automation: it is not available right now. Please try again later.',
    );
  }
  const input = validatedInput(automation.customFields, body.input);
  await checkRunUploads(context.files, user.id, automation.id, automation.customFields, input);
  const configuration = body.configurationId
    ? await findOwnConfiguration(context.db, body.configurationId, user.id)
    : undefined;
  if (body.configurationId && !configuration) throw new AppError('NOT_FOUND', 'Configuration not found');
  // The body's own choice (checked now), else the schedule's, else the configuration's (checked when saved).
  const delivery =
    body.deliver !== undefined
      ? await checkedDeliveryChoice(body.deliver, context.customerPolicy)
      : origin.resultDelivery !== undefined
        ? origin.resultDelivery
        : (configuration?.resultDelivery ?? null);
  const deliveries = deliveryTargets(delivery, user.email);
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
    automationVersion: pinned?.number ?? listed.liveVersion,
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
    deliversResult: deliveries.length > 0,
    apiKeyId: origin.apiKeyId ?? null,
    oauthClientId: origin.oauthClientId ?? null,
  } satisfies NewRun;
  // One transaction: the run, its charge and its job exist together or not at all.
  const started = await context.db.transaction(async (tx) => {
    // A repeated idempotency key waits here for the first start to commit, then inserts nothing.
    const run = await insertRunOnce(tx, values);
    if (!run) return undefined;
    await insertRunDeliveries(tx, run, deliveries);
    // The charge takes the owner's balance lock; a free run takes it here. Under it, racing starts of
    // one user see each other's runs and spending.
    let charged: LedgerResult | undefined;
    if (charges) charged = await chargeRunStart(tx, run, automation.name);
    else await lockRunOwner(tx, user.id);
    await enqueueRun(queue, tx, run.id);
    await refuseAboveConcurrentCap(tx, context.maxConcurrentRuns, user.id);
    if (origin.apiKeyId) await applyKeySpendingCap(tx, origin.apiKeyId);
    await applyRunBudget(tx, user, charged, context.publicUrl);
    return run;
  });
  let run: RunRow & { replayed: boolean };
  if (started) {
    // After the commit, never inside the transaction (migration 0033); the answer does not wait for it.
    runStartNoticesFor(context.db, context.log).announce(started);
    run = { ...started, replayed: false };
  } else {
    // The key's first start has committed, so its run is there to read.
    const first = (await findRunByKey(context.db, user.id, body.idempotencyKey))!;
    run = { ...sameRequest(first, automation.id, requestHash), replayed: true };
  }
  // What a fresh run shows needs no second read; a repeated key answers the stored run as it is now.
  return {
    ...run,
    automationName: run.automationName ?? automation.name,
    automationSlug: automation.slug,
    categoryName: found.categoryName,
    filesExpireAt: null,
  };
}
