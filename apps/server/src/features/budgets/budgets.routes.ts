import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getBudgetResponse, updateBudgetInput } from '@basalt/contracts';
import { requireUser } from '../../platform/auth';
import { getBudget, updateBudget } from './budgets.service';
import type { PlatformDeps } from '../../platform/platform-deps';

export function registerBudgets(app: FastifyInstance, _deps: Pick<PlatformDeps, never>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/budget',
    {
      schema: {
        tags: ['budgets'],
        summary: "The signed-in user's monthly budget, low-balance threshold and this month's spend (UTC)",
        response: { 200: getBudgetResponse },
      },
    },
    async (request) => getBudget(app.db, (await requireUser(request)).id),
  );
  routes.put(
    '/api/budget',
    {
      schema: {
        tags: ['budgets'],
        summary: 'Set or remove (null) the monthly budget and the low-balance threshold',
        body: updateBudgetInput,
        response: { 200: getBudgetResponse },
      },
    },
    async (request) => updateBudget(app.db, (await requireUser(request)).id, request.body),
  );
}
