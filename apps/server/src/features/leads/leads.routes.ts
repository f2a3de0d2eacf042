import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCallRequestBody, createCustomAutomationRequestBody, createLeadRequestResponse } from '@basalt/contracts';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import { enforceRateLimits } from '../../platform/rate-limit';
import { createCallRequest, createCustomAutomationRequest, LEAD_FORM_LIMIT } from './leads.service';

export function registerLeads(app: FastifyInstance, deps: { db: Database; config: Config }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Both forms share one counter per address; invalid attempts count too, so a script cannot probe freely.
  const limitPerAddress = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!deps.config.RATE_LIMITS) return;
    await enforceRateLimits(deps.db, reply, [{ key: `lead-form:${request.ip}`, ...LEAD_FORM_LIMIT }]);
  };
  routes.post(
    '/api/lead-requests/custom-automation',
    {
      schema: {
        tags: ['leads'],
        summary: 'Request a custom automation (public, rate limited per address)',
        body: createCustomAutomationRequestBody,
        response: { 201: createLeadRequestResponse },
      },
      preValidation: limitPerAddress,
    },
    async (request, reply) => reply.status(201).send(await createCustomAutomationRequest(deps, request.body)),
  );
  routes.post(
    '/api/lead-requests/call',
    {
      schema: {
        tags: ['leads'],
        summary: 'Request a call (public, rate limited per address)',
        body: createCallRequestBody,
        response: { 201: createLeadRequestResponse },
      },
      preValidation: limitPerAddress,
    },
    async (request, reply) => reply.status(201).send(await createCallRequest(deps, request.body)),
  );
}
