import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  listWebhookDeliveriesQuery,
  listWebhookDeliveriesResponse,
  resendWebhookDeliveryParams,
  resendWebhookDeliveryResponse,
  webhookSecretResponse,
} from '@basalt/contracts';
import { requireUser } from '../../platform/auth';
import type { UserWebhooksContext } from './user-webhooks-context';
import {
  listWebhookDeliveries,
  resendWebhookDelivery,
  revealWebhookSecret,
  rotateWebhookSecret,
} from './user-webhooks.service';

const tags = ['webhooks'];

/** Deliveries (all endpoints, or one) with Resend, and the secret for URLs runs name themselves. */
export function registerUserWebhookRoutes(app: FastifyInstance, context: UserWebhooksContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  routes.get(
    '/api/account/run-webhook-secret',
    {
      schema: {
        tags,
        summary: 'Reveal the secret that signs deliveries to a webhookUrl given when starting a run',
        response: { 200: webhookSecretResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return revealWebhookSecret(db, await requireUser(request));
    },
  );
  routes.post(
    '/api/account/run-webhook-secret/rotate',
    {
      schema: {
        tags,
        summary: 'Replace the secret for webhookUrls given when starting a run',
        response: { 200: webhookSecretResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return rotateWebhookSecret(db, await requireUser(request));
    },
  );
  routes.get(
    '/api/account/webhook-deliveries',
    {
      schema: {
        tags,
        summary:
          'Webhook deliveries of the last 30 days, newest first, with every attempt; endpointId narrows to one endpoint',
        querystring: listWebhookDeliveriesQuery,
        response: { 200: listWebhookDeliveriesResponse },
      },
    },
    async (request) => listWebhookDeliveries(db, await requireUser(request), request.query),
  );
  routes.post(
    '/api/account/webhook-deliveries/:id/resend',
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
