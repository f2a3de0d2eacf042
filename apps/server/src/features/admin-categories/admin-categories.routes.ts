import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  categoryIdParams,
  createCategoryBody,
  createCategoryResponse,
  deletedAnswer,
  listAdminCategoriesResponse,
  updateCategoryBody,
  updateCategoryResponse,
} from '@basalt/contracts';
import { requireAdmin } from '../../platform/auth';
import type { PlatformDeps } from '../../platform/platform-deps';
import { createCategory, deleteCategory, listAdminCategories, renameCategory } from './admin-categories.service';

const tags = ['admin'];

export function registerAdminCategories(app: FastifyInstance, { db }: Pick<PlatformDeps, 'db'>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/categories',
    {
      schema: {
        tags,
        summary: 'Every category by name, with how many automations use it',
        response: { 200: listAdminCategoriesResponse },
      },
    },
    () => listAdminCategories(db),
  );
  routes.post(
    '/api/admin/categories',
    {
      schema: {
        tags,
        summary: 'Create a category (audited); 409 when the name is taken, whatever its case',
        body: createCategoryBody,
        response: { 201: createCategoryResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCategory(db, await requireAdmin(request), request.body)),
  );
  routes.put(
    '/api/admin/categories/:id',
    {
      schema: {
        tags,
        summary: 'Rename a category (audited); its automations follow',
        params: categoryIdParams,
        body: updateCategoryBody,
        response: { 200: updateCategoryResponse },
      },
    },
    async (request) => renameCategory(db, await requireAdmin(request), request.params.id, request.body),
  );
  routes.delete(
    '/api/admin/categories/:id',
    {
      schema: {
        tags,
        summary: 'Delete an unused category (audited); 409 while automations use it',
        params: categoryIdParams,
        response: { 204: deletedAnswer },
      },
    },
    async (request, reply) => {
      await deleteCategory(db, await requireAdmin(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
