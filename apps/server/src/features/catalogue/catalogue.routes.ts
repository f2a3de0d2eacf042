import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type ListAutomationsResponse,
  getAutomationParams,
  getAutomationResponse,
  listAutomationsQuery,
  listAutomationsResponse,
  listCategoriesResponse,
} from '@basalt/contracts';
import { getSessionUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import type { RealtimeHub } from '../../platform/realtime';
import type { CatalogueReader } from './catalogue-reader';
import { listCategories } from './catalogue.queries';
import { getAutomation } from './catalogue.service';

/** A body that is already JSON (a cached page): Fastify sends a string as is, without the serializer. */
const preSerialized = (json: string) => json as unknown as ListAutomationsResponse;

type CatalogueDeps = { db: Database; catalogue: CatalogueReader; realtime: RealtimeHub };

export function registerCatalogue(app: FastifyInstance, { db, catalogue, realtime }: CatalogueDeps) {
  let stopFollowing = () => {};
  app.addHook('onReady', async () => {
    stopFollowing = await catalogue.followChanges(realtime);
  });
  app.addHook('onClose', async () => stopFollowing());

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/automations',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Search and list published automations, one page at a time',
        querystring: listAutomationsQuery,
        response: { 200: listAutomationsResponse },
      },
    },
    async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(preSerialized((await catalogue.list(request.query)).json)),
  );
  routes.get(
    '/api/automations/:ref',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One automation by id or slug (unpublished ones for admins only)',
        params: getAutomationParams,
        response: { 200: getAutomationResponse },
      },
    },
    async (request) => ({
      automation: await getAutomation(db, request.params.ref, await getSessionUser(request)),
    }),
  );
  routes.get(
    '/api/categories',
    { schema: { tags: ['catalogue'], summary: 'List categories by name', response: { 200: listCategoriesResponse } } },
    async () => ({ categories: await listCategories(db) }),
  );
}
