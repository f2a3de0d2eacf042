import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createWebhookEndpointInput,
  deletedAnswer,
  listWebhookEndpointsResponse,
  updateWebhookEndpointInput,
  webhookEndpointParams,
  webhookEndpointResponse,
  webhookSecretResponse,
} from '@basalt/contracts';
import { requireUser } from '../../platform/auth';
import type { UserWebhooksContext } from './user-webhooks-context';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  revealEndpointSecret,
  rotateEndpointSecret,
  updateWebhookEndpoint,
} from './webhook-endpoints.service';

const tags = ['webhooks'];
const base = '/api/account/webhook-endpoints';
const params = webhookEndpointParams;

/** The user's webhook endpoints (decision 031): each a URL, an event filter and its own secret. */
export function registerWebhookEndpointRoutes(app: FastifyInstance, context: UserWebhooksContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  routes.get(
    base,
    { schema: { tags, summary: 'Your webhook endpoints', response: { 200: listWebhookEndpointsResponse } } },
    async (request) => listWebhookEndpoints(db, await requireUser(request)),
  );
  routes.post(
    base,
    {
      schema: {
        tags,
        summary: 'Add a webhook endpoint (URL checked against the outbound address rules; at most 10)',
        body: createWebhookEndpointInput,
        response: { 201: webhookEndpointResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createWebhookEndpoint(context, await requireUser(request), request.body)),
  );
  routes.get(
    `${base}/:id`,
    { schema: { tags, summary: 'One webhook endpoint', params, response: { 200: webhookEndpointResponse } } },
    async (request) => getWebhookEndpoint(db, await requireUser(request), request.params.id),
  );
  routes.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Change a webhook endpoint’s URL, description or events, or enable or disable it',
        params,
        body: updateWebhookEndpointInput,
        response: { 200: webhookEndpointResponse },
      },
    },
    async (request) => updateWebhookEndpoint(context, await requireUser(request), request.params.id, request.body),
  );
  routes.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete a webhook endpoint and its deliveries',
        params,
        response: { 204: deletedAnswer },
      },
    },
    async (request, reply) => {
      await deleteWebhookEndpoint(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  routes.get(
    `${base}/:id/secret`,
    {
      schema: {
        tags,
        summary: 'Reveal an endpoint’s signing secret',
        params,
        response: { 200: webhookSecretResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return revealEndpointSecret(db, await requireUser(request), request.params.id);
    },
  );
  routes.post(
    `${base}/:id/secret/rotate`,
    {
      schema: {
        tags,
        summary: 'Replace an endpoint’s signing secret',
        params,
        response: { 200: webhookSecretResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return rotateEndpointSecret(db, await requireUser(request), request.params.id);
    },
  );
}
