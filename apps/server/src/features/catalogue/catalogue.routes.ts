import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAutomationsQuery, listAutomationsResponse, listCategoriesResponse } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { listCategories } from './catalogue.queries';
import { listAutomations } from './catalogue.service';

export function registerCatalogue(app: FastifyInstance, db: Database) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/automations',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'List published automations, featured first',
        querystring: listAutomationsQuery,
        response: { 200: listAutomationsResponse },
      },
    },
    (request) => listAutomations(db, request.query),
  );
  routes.get(
    '/api/categories',
    { schema: { tags: ['catalogue'], summary: 'List categories by name', response: { 200: listCategoriesResponse } } },
    async () => ({ categories: await listCategories(db) }),
  );
}
