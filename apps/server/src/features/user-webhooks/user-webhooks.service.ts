import type { ListWebhookDeliveriesQuery, WebhookDelivery } from '@basalt/contracts';
import type { SessionUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors/app-error';
import { decodeTimeCursor, pageOf } from '../../platform/http/page-cursor';
import { newWebhookSecret, OutboundError, validateWebhookUrl, type OutboundPolicy } from '../../platform/outbound';
import { attemptDelivery } from './deliver-webhook';
import type { UserWebhooksContext } from './user-webhooks-context';
import {
  ensureWebhookSecret,
  findUserDelivery,
  listAttempts,
  listDeliveries,
  saveSecret,
  type AttemptRow,
  type DeliveryRow,
} from './user-webhooks.queries';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The SSRF rules of every outbound call (DESIGN §2.5), applied when a URL is saved or given for a
 * run; each POST checks again when it connects. Answers 422 with the reason.
 */
export async function checkCompletionWebhookUrl(url: string, policy: OutboundPolicy, field: string): Promise<void> {
  try {
    await validateWebhookUrl(url, policy);
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    throw new AppError('VALIDATION_FAILED', error.message, [{ path: field, message: error.message }]);
  }
}

/** The secret for URLs runs name themselves (endpoints each have their own). */
export const revealWebhookSecret = async (db: Database, user: SessionUser) => ({
  secret: await ensureWebhookSecret(db, user.id),
});

export async function rotateWebhookSecret(db: Database, user: SessionUser) {
  const secret = newWebhookSecret();
  await saveSecret(db, user.id, secret);
  return { secret };
}

function toDelivery(row: DeliveryRow, attempts: AttemptRow[]): WebhookDelivery {
  return {
    id: row.id,
    runId: row.runId,
    endpointId: row.endpointId,
    url: row.url,
    eventType: row.eventType,
    status: row.status,
    nextAttemptAt: row.nextAttemptAt ? iso(row.nextAttemptAt) : null,
    createdAt: iso(row.createdAt),
    attempts: attempts
      .filter((attempt) => attempt.deliveryId === row.id)
      .map((attempt) => ({
        id: attempt.id,
        attemptedAt: iso(attempt.attemptedAt),
        statusCode: attempt.statusCode,
        error: attempt.error,
        durationMs: attempt.durationMs,
      })),
  };
}

export async function listWebhookDeliveries(db: Database, user: SessionUser, query: ListWebhookDeliveriesQuery) {
  const after = query.cursor === undefined ? null : decodeTimeCursor(query.cursor);
  const rows = await listDeliveries(db, user.id, query.limit, query.endpointId, after);
  const { page, nextCursor } = pageOf(rows, query.limit, (row) => [row.at, row.id]);
  const attempts = await listAttempts(
    db,
    page.map((row) => row.id),
  );
  return { deliveries: page.map((row) => toDelivery(row, attempts)), nextCursor };
}

/** Resend: one more attempt now, whatever the delivery's state; the answer shows how it went. */
export async function resendWebhookDelivery(context: UserWebhooksContext, user: SessionUser, id: string) {
  if (!(await findUserDelivery(context.db, user.id, id))) throw notFound('Delivery not found');
  const delivery = (await attemptDelivery(context, id, { manual: true }))!;
  return { delivery: toDelivery(delivery, await listAttempts(context.db, [id])) };
}
