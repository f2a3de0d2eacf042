import type { ResultDelivery } from '@basalt/contracts';
import type { SessionUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors/app-error';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { shortDestination } from './delivery-choice';
import { enqueueResultDelivery } from './delivery-job';
import type { ResultDeliveriesContext } from './result-deliveries-context';
import {
  findOwnRun,
  listPendingDeliveryIds,
  listRunDeliveryRows,
  type ResultDeliveryRow,
} from './result-deliveries.queries';
import { attemptResultDelivery } from './send-delivery';

/** One Resend per delivery this often: enough to retry after fixing a channel, too few to spam one. */
export const RESEND_INTERVAL_MS = 30_000;

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toResultDelivery(row: ResultDeliveryRow): ResultDelivery {
  return {
    id: row.id,
    runId: row.runId,
    channel: row.channel,
    destination: shortDestination(row.channel, row.destination),
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    lastAttemptAt: iso(row.lastAttemptAt),
    sentAt: iso(row.sentAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** In the transaction that ends a run with deliveries: each pending one gets its job, so none is lost. */
export async function queueRunResultDeliveries(tx: Database, queue: JobQueue | undefined, runId: string) {
  if (!queue) return;
  for (const id of await listPendingDeliveryIds(tx, runId)) await enqueueResultDelivery(queue, tx, id);
}

async function ownRun(db: Database, user: SessionUser, runId: string) {
  const run = await findOwnRun(db, user.id, runId);
  if (!run) throw notFound('Run not found');
  return run;
}

export async function listRunDeliveries(db: Database, user: SessionUser, runId: string) {
  await ownRun(db, user, runId);
  return { deliveries: (await listRunDeliveryRows(db, runId)).map(toResultDelivery) };
}

/** Resend: one more send now, for an ended run; the answer shows how it went. */
export async function resendRunDelivery(
  context: ResultDeliveriesContext,
  user: SessionUser,
  runId: string,
  deliveryId: string,
) {
  const run = await ownRun(context.db, user, runId);
  const delivery = (await listRunDeliveryRows(context.db, runId)).find((row) => row.id === deliveryId);
  if (!delivery) throw notFound('Delivery not found');
  if (run.status === 'pending' || run.status === 'running') {
    throw new AppError('CONFLICT', 'This run has not ended yet: its result is sent when it ends.');
  }
  const waited = delivery.lastAttemptAt ? Date.now() - delivery.lastAttemptAt.getTime() : Infinity;
  if (waited < RESEND_INTERVAL_MS) {
    const seconds = Math.ceil((RESEND_INTERVAL_MS - waited) / 1000);
    throw new AppError('RATE_LIMITED', `This result was sent moments ago. Try again in ${seconds} seconds.`);
  }
  const sent = (await attemptResultDelivery(context, deliveryId, { manual: true }))!;
  return { delivery: toResultDelivery(sent) };
}
