import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  listWebhookDeliveriesQuery,
  listWebhookDeliveriesResponse,
  resendWebhookDeliveryParams,
  resendWebhookDeliveryResponse,
  updateWebhookSettingsInput,
  webhookSecretResponse,
  webhookSettings,
} from '@basalt/contracts';
import { requireUser } from '../../platform/auth';
import type { UserWebhooksContext } from './user-webhooks-context';
import {
  getWebhookSettings,
  listWebhookDeliveries,
  resendWebhookDelivery,
  revealWebhookSecret,
  rotateWebhookSecret,
  updateWebhookSettings,
} from './user-webhooks.service';

const tags = ['webhooks'];

export function registerUserWebhookRoutes(app: FastifyInstance, context: UserWebhooksContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  routes.get(
    '/api/account/webhook',
    { schema: { tags, summary: 'The default completion-webhook URL', response: { 200: webhookSettings } } },
    async (request) => getWebhookSettings(db, await requireUser(request)),
  );
  routes.put(
    '/api/account/webhook',
    {
      schema: {
        tags,
        summary: 'Set or clear the default completion-webhook URL (checked against the outbound address rules)',
        body: updateWebhookSettingsInput,
        response: { 200: webhookSettings },
      },
    },
    async (request) => updateWebhookSettings(context, await requireUser(request), request.body),
  );
  routes.get(
    '/api/account/webhook/secret',
    { schema: { tags, summary: 'Reveal the webhook signing secret', response: { 200: webhookSecretResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return revealWebhookSecret(db, await requireUser(request));
    },
  );
  routes.post(
    '/api/account/webhook/secret/rotate',
    { schema: { tags, summary: 'Replace the webhook signing secret', response: { 200: webhookSecretResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return rotateWebhookSecret(db, await requireUser(request));
    },
  );
  routes.get(
    '/api/account/webhook/deliveries',
    {
      schema: {
        tags,
        summary: 'Completion-webhook deliveries of the last 30 days, newest first, with every attempt',
        querystring: listWebhookDeliveriesQuery,
        response: { 200: listWebhookDeliveriesResponse },
      },
    },
    async (request) => listWebhookDeliveries(db, await requireUser(request), request.query),
  );
  routes.post(
    '/api/account/webhook/deliveries/:id/resend',
    {
      schema: {
        tags,
        summary: 'Send a delivery again now',
        params: resendWebhookDeliveryParams,
        response: { 200: resendWebhookDeliveryResponse },
      },
    },
    async (request) => resendWebhookDelivery(context, await requireUser(request), request.params.id),
  );
}
