import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiKeyParams,
  createApiKeyBody,
  deletedAnswer,
  createApiKeyResponse,
  listApiKeysResponse,
} from '@basalt/contracts';
import { requireSessionUser } from '../../platform/auth';
import { createApiKey, listApiKeys, revokeOwnApiKey } from './api-keys.service';
import type { PlatformDeps } from '../../platform/platform-deps';

/**
 * Key management needs the person signed in (requireSessionUser): a leaked key must not be able to
 * mint more keys or revoke the owner's others.
 */
export function registerApiKeys(app: FastifyInstance, { db }: Pick<PlatformDeps, 'db'>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['api-keys'];
  routes.get(
    '/api/api-keys',
    { schema: { tags, summary: 'Your active API keys', response: { 200: listApiKeysResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listApiKeys(db, (await requireSessionUser(request)).id);
    },
  );
  routes.post(
    '/api/api-keys',
    {
      schema: {
        tags,
        summary: 'Create an API key; the answer is the only time the key is shown',
        body: createApiKeyBody,
        response: { 201: createApiKeyResponse },
      },
    },
    async (request, reply) => {
      const created = await createApiKey(db, (await requireSessionUser(request)).id, request.body);
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );
  routes.delete(
    '/api/api-keys/:id',
    {
      schema: {
        tags,
        summary: 'Revoke an API key: it stops working at once',
        params: apiKeyParams,
        response: { 204: deletedAnswer },
      },
    },
    async (request, reply) => {
      await revokeOwnApiKey(db, (await requireSessionUser(request)).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
