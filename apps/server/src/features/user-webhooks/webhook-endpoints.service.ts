import {
  createWebhookEndpointInput,
  MAX_WEBHOOK_ENDPOINTS,
  updateWebhookEndpointInput,
  type CreateWebhookEndpointInput,
  type UpdateWebhookEndpointInput,
  type WebhookEndpoint,
} from '@basalt/contracts';
import type { SessionUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors/app-error';
import { newWebhookSecret } from '../../platform/outbound';
import type { UserWebhooksContext } from './user-webhooks-context';
import { checkCompletionWebhookUrl } from './user-webhooks.service';
import {
  deleteEndpoint,
  findEndpoint,
  insertEndpoint,
  listEndpoints,
  lockAndCountEndpoints,
  updateEndpoint,
  type EndpointRow,
} from './webhook-endpoints.queries';

const endpointNotFound = () => notFound('Webhook endpoint not found');

export const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  createdAt: row.createdAt.toISOString(),
});

export async function listWebhookEndpoints(db: Database, user: SessionUser) {
  return { endpoints: (await listEndpoints(db, user.id)).map(toEndpoint) };
}

export async function getWebhookEndpoint(db: Database, user: SessionUser, id: string) {
  const row = await findEndpoint(db, user.id, id);
  if (!row) throw endpointNotFound();
  return { endpoint: toEndpoint(row) };
}

export async function createWebhookEndpoint(
  context: UserWebhooksContext,
  user: SessionUser,
  input: CreateWebhookEndpointInput,
) {
  const { url, description, events } = createWebhookEndpointInput.parse(input);
  await checkCompletionWebhookUrl(url, context.outbound.policy, 'url');
  const row = await context.db.transaction(async (tx) => {
    if ((await lockAndCountEndpoints(tx, user.id)) >= MAX_WEBHOOK_ENDPOINTS) {
      throw new AppError(
        'CONFLICT',
        `You can have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints. Delete one you no longer use, or add events to an existing one.`,
      );
    }
    return insertEndpoint(tx, {
      userId: user.id,
      url,
      description: description ?? null,
      events,
      secret: newWebhookSecret(),
    });
  });
  return { endpoint: toEndpoint(row) };
}

export async function updateWebhookEndpoint(
  context: UserWebhooksContext,
  user: SessionUser,
  id: string,
  input: UpdateWebhookEndpointInput,
) {
  const changes = updateWebhookEndpointInput.parse(input);
  if (!(await findEndpoint(context.db, user.id, id))) throw endpointNotFound();
  if (changes.url !== undefined) await checkCompletionWebhookUrl(changes.url, context.outbound.policy, 'url');
  const row = await updateEndpoint(context.db, user.id, id, changes);
  if (!row) throw endpointNotFound();
  return { endpoint: toEndpoint(row) };
}

/** Its deliveries go with it: nothing would be left to sign a resend. */
export async function deleteWebhookEndpoint(db: Database, user: SessionUser, id: string): Promise<void> {
  if (!(await deleteEndpoint(db, user.id, id))) throw endpointNotFound();
}

export async function revealEndpointSecret(db: Database, user: SessionUser, id: string) {
  const row = await findEndpoint(db, user.id, id);
  if (!row) throw endpointNotFound();
  return { secret: row.secret };
}

export async function rotateEndpointSecret(db: Database, user: SessionUser, id: string) {
  const row = await updateEndpoint(db, user.id, id, { secret: newWebhookSecret() });
  if (!row) throw endpointNotFound();
  return { secret: row.secret };
}
