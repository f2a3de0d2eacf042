import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  listRunDeliveriesParams,
  listRunDeliveriesResponse,
  resendRunDeliveryParams,
  resendRunDeliveryResponse,
} from '@basalt/contracts';
import { requireUser } from '../../platform/auth';
import type { ResultDeliveriesContext } from './result-deliveries-context';
import { listRunDeliveries, resendRunDelivery } from './result-deliveries.service';

const tags = ['runs'];

/** A run's result deliveries (e-mail, Slack, Discord, Teams) with their status, and Resend. */
export function registerResultDeliveryRoutes(app: FastifyInstance, context: ResultDeliveriesContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/runs/:id/deliveries',
    {
      schema: {
        tags,
        summary: 'Where the run’s result was delivered (e-mail, chat), with each delivery’s status',
        params: listRunDeliveriesParams,
        response: { 200: listRunDeliveriesResponse },
      },
    },
    async (request) => listRunDeliveries(context.db, await requireUser(request), request.params.id),
  );
  routes.post(
    '/api/runs/:id/deliveries/:deliveryId/resend',
    {
      schema: {
        tags,
        summary: 'Send the run’s result to this destination again now (once per 30 seconds)',
        params: resendRunDeliveryParams,
        response: { 200: resendRunDeliveryResponse },
      },
    },
    async (request) =>
      resendRunDelivery(context, await requireUser(request), request.params.id, request.params.deliveryId),
  );
}
