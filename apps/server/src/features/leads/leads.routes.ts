import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCallRequestBody, createCustomAutomationRequestBody, createLeadRequestResponse } from '@basalt/contracts';
import { AppError } from '../../platform/errors/app-error';
import { checkRateLimits, tooManyAttemptsMessage } from '../../platform/rate-limit';
import { createCallRequest, createCustomAutomationRequest, LEAD_FORM_LIMIT, LeadLimitReached } from './leads.service';
import type { PlatformDeps } from '../../platform/platform-deps';

export function registerLeads(app: FastifyInstance, deps: Pick<PlatformDeps, 'db' | 'config'>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Both forms share one counter per address. It counts stored requests only (in the storing
  // transaction), so a person fixing a typo is not locked out; a sender already at the limit is
  // refused before anything else.
  const limitKeyOf = (request: FastifyRequest) => (deps.config.RATE_LIMITS ? `lead-form:${request.ip}` : undefined);
  const limitPerAddress = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = limitKeyOf(request);
    if (key) await checkRateLimits(deps.db, reply, [{ key, ...LEAD_FORM_LIMIT }]);
  };
  const storing = async <T>(reply: FastifyReply, store: () => Promise<T>) => {
    try {
      return await store();
    } catch (error) {
      if (!(error instanceof LeadLimitReached)) throw error;
      reply.header('retry-after', String(error.retryAfterSeconds));
      throw new AppError('RATE_LIMITED', tooManyAttemptsMessage(error.retryAfterSeconds));
    }
  };
  routes.post(
    '/api/lead-requests/custom-automation',
    {
      config: { public: true },
      schema: {
        tags: ['leads'],
        summary: 'Request a custom automation (public, rate limited per address)',
        body: createCustomAutomationRequestBody,
        response: { 201: createLeadRequestResponse },
      },
      preValidation: limitPerAddress,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await storing(reply, () => createCustomAutomationRequest(deps, request.body, limitKeyOf(request)))),
  );
  routes.post(
    '/api/lead-requests/call',
    {
      config: { public: true },
      schema: {
        tags: ['leads'],
        summary: 'Request a call (public, rate limited per address)',
        body: createCallRequestBody,
        response: { 201: createLeadRequestResponse },
      },
      preValidation: limitPerAddress,
    },
    async (request, reply) =>
      reply.status(201).send(await storing(reply, () => createCallRequest(deps, request.body, limitKeyOf(request)))),
  );
}
