import { OutboundError, signWebhook } from '../../platform/outbound';
import { enqueueDelivery } from './delivery-job';
import { nextAttemptAt } from './retry-schedule';
import { MAX_RECEIVER_ANSWER_BYTES, type UserWebhooksContext } from './user-webhooks-context';
import {
  countAttempts,
  ensureWebhookSecret,
  findDelivery,
  insertAttempt,
  updateDelivery,
  type DeliveryRow,
} from './user-webhooks.queries';
import { findEndpointSecret } from './webhook-endpoints.queries';

const failureText: Record<OutboundError['kind'], string> = {
  refused_address: 'Refused: the URL points to a private, loopback or link-local address, or to Basalt itself',
  timeout: 'No answer in time',
  unreachable: 'Could not connect',
  response_too_large: 'The answer was too large',
};

/** One signed POST; answers the status code, or the reason there was none, and how long it took. */
async function post(context: UserWebhooksContext, delivery: DeliveryRow) {
  // An endpoint signs with its own secret; a URL the run named, with the user's run-URL secret.
  const secret = delivery.endpointId
    ? await findEndpointSecret(context.db, delivery.endpointId)
    : await ensureWebhookSecret(context.db, delivery.userId);
  if (!secret) return { statusCode: null, error: 'The endpoint was deleted', durationMs: 0 };
  const body = JSON.stringify(delivery.payload);
  // The same webhook-id on every attempt lets receivers drop a repeat (Standard Webhooks).
  const headers = signWebhook(secret, `msg_${delivery.id}`, body);
  const started = performance.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const response = await context.outbound.request({
      method: 'POST',
      url: delivery.url,
      headers: { 'content-type': 'application/json', 'user-agent': 'Basalt-Webhooks/1', ...headers },
      body,
      timeoutMs: context.timeoutMs,
      maxBytes: MAX_RECEIVER_ANSWER_BYTES,
    });
    statusCode = response.status;
  } catch (caught) {
    error = caught instanceof OutboundError ? failureText[caught.kind] : 'Could not connect';
  }
  return { statusCode, error, durationMs: Math.round(performance.now() - started) };
}

/**
 * One attempt of a delivery, logged. A scheduled attempt that fails queues the next one with
 * back-off until 24 hours have passed (then the delivery is failed); a manual Resend is one extra
 * attempt and leaves any scheduled retries as they are. Answers the delivery as it is afterwards.
 */
export async function attemptDelivery(
  context: UserWebhooksContext,
  deliveryId: string,
  options: { manual?: boolean; now?: () => Date } = {},
): Promise<DeliveryRow | undefined> {
  const delivery = await findDelivery(context.db, deliveryId);
  if (!delivery) return undefined;
  if (!options.manual && (delivery.status === 'delivered' || delivery.status === 'failed')) return delivery;
  const result = await post(context, delivery);
  const now = options.now?.() ?? new Date();
  const delivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  return context.db.transaction(async (tx) => {
    await insertAttempt(tx, { deliveryId, attemptedAt: now, ...result });
    if (delivered) return updateDelivery(tx, deliveryId, { status: 'delivered', nextAttemptAt: null });
    // A failed Resend leaves queued attempts to go on; it only marks a finished delivery failed.
    if (options.manual) {
      const finished = delivery.status === 'delivered' || delivery.status === 'failed';
      return finished ? updateDelivery(tx, deliveryId, { status: 'failed', nextAttemptAt: null }) : delivery;
    }
    const next = nextAttemptAt(delivery.createdAt, await countAttempts(tx, deliveryId), now);
    if (!next || !context.jobQueue) return updateDelivery(tx, deliveryId, { status: 'failed', nextAttemptAt: null });
    await enqueueDelivery(context.jobQueue, tx, deliveryId, next);
    return updateDelivery(tx, deliveryId, { status: 'retrying', nextAttemptAt: next });
  });
}
