import { chatServiceNames, type ChatService } from '@basalt/contracts';
import { sendMail } from '../../platform/mail';
import { OutboundError } from '../../platform/outbound';
import { signResultFiles } from '../files';
import { chatMessage } from './chat-messages';
import { enqueueResultDelivery } from './delivery-job';
import { resultContent, type ResultContent } from './result-content';
import type { ResultDeliveriesContext } from './result-deliveries-context';
import { findDeliveryWithRun, updateDeliveryRow, type ResultDeliveryRow } from './result-deliveries.queries';
import { resultEmail } from './result-email';

/** Links in a delivered result outlive the result viewer's hour: a message is read later. */
export const DELIVERED_LINK_TTL_SECONDS = 7 * 24 * 3600;
/** The service's answer is not used; a little of it is read so a chatty one cannot hold memory. */
const MAX_ANSWER_BYTES = 64 * 1024;

const failureText: Record<OutboundError['kind'], string> = {
  refused_address: 'Refused: the URL points to a private, loopback or link-local address, or to Basalt itself',
  timeout: 'No answer in time',
  unreachable: 'Could not connect',
  response_too_large: 'The answer was too large',
};

type Found = NonNullable<Awaited<ReturnType<typeof findDeliveryWithRun>>>;

async function contentOf(context: ResultDeliveriesContext, found: Found): Promise<ResultContent> {
  const { run } = found;
  const [result] = await signResultFiles(
    context.files,
    [{ userId: run.userId, resultData: run.resultData }],
    Date.now(),
    DELIVERED_LINK_TTL_SECONDS,
  );
  return resultContent({
    automationName: run.automationName ?? found.currentAutomationName ?? 'A deleted automation',
    status: run.status as ResultContent['status'],
    result: result ?? null,
    errorMessage: run.errorMessage,
    runUrl: `${context.publicUrl}/automation-history?run=${run.id}`,
  });
}

/** One POST of the service's message; answers why it did not arrive, or null. */
async function postToChat(
  context: ResultDeliveriesContext,
  service: ChatService,
  url: string,
  content: ResultContent,
): Promise<string | null> {
  try {
    const response = await context.outbound.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'user-agent': 'Basalt-Results/1' },
      body: JSON.stringify(chatMessage[service](content)),
      timeoutMs: context.timeoutMs,
      maxBytes: MAX_ANSWER_BYTES,
    });
    if (response.status >= 200 && response.status < 300) return null;
    return `${chatServiceNames[service]} answered HTTP ${response.status}${response.status === 404 ? ': the webhook may have been deleted' : ''}`;
  } catch (caught) {
    return caught instanceof OutboundError ? failureText[caught.kind] : 'Could not connect';
  }
}

/**
 * One send of a delivery of an ended run. E-mail goes to the outbox in the transaction that marks
 * it sent; a chat message is POSTed, and a failed scheduled send queues the next with back-off until
 * the retries run out (then the delivery is failed). A manual Resend is one extra send: a failure
 * leaves queued retries to go on, and marks a finished delivery failed. Answers the delivery after.
 */
export async function attemptResultDelivery(
  context: ResultDeliveriesContext,
  deliveryId: string,
  options: { manual?: boolean } = {},
): Promise<ResultDeliveryRow | undefined> {
  const found = await findDeliveryWithRun(context.db, deliveryId);
  if (!found) return undefined;
  const { delivery, run } = found;
  if (run.status === 'pending' || run.status === 'running') return delivery;
  if (!options.manual && delivery.status !== 'pending') return delivery;
  const content = await contentOf(context, found);
  const now = new Date();
  const attempts = delivery.attempts + 1;
  if (delivery.channel === 'email') {
    return context.db.transaction(async (tx) => {
      await sendMail(tx, resultEmail(delivery.destination, content));
      return updateDeliveryRow(tx, deliveryId, {
        status: 'sent',
        attempts,
        lastError: null,
        lastAttemptAt: now,
        sentAt: now,
      });
    });
  }
  const error = await postToChat(context, delivery.channel, delivery.destination, content);
  if (!error) {
    return updateDeliveryRow(context.db, deliveryId, {
      status: 'sent',
      attempts,
      lastError: null,
      lastAttemptAt: now,
      sentAt: now,
    });
  }
  const failed = { attempts, lastError: error, lastAttemptAt: now };
  if (options.manual) {
    return updateDeliveryRow(
      context.db,
      deliveryId,
      delivery.status === 'pending' ? failed : { ...failed, status: 'failed' },
    );
  }
  const delay = context.retryDelaysSeconds[attempts - 1];
  if (delay === undefined || !context.jobQueue) {
    return updateDeliveryRow(context.db, deliveryId, { ...failed, status: 'failed' });
  }
  const queue = context.jobQueue;
  return context.db.transaction(async (tx) => {
    await enqueueResultDelivery(queue, tx, deliveryId, new Date(now.getTime() + delay * 1000));
    return updateDeliveryRow(tx, deliveryId, failed);
  });
}
