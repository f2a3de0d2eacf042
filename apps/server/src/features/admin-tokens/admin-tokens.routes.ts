import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adjustTokensBody,
  adjustTokensResponse,
  getTokenStatsResponse,
  listAdminAdjustmentsResponse,
  listAdminPurchasesQuery,
  listAdminPurchasesResponse,
  listTokenBalancesQuery,
  listTokenBalancesResponse,
} from '@basalt/contracts';
import { requireAdmin } from '../../platform/auth';
import { adjustTokens, getTokenStats, listAdjustments, listTokenBalances } from './admin-tokens.service';
import { listPurchasesForAdmin } from './admin-purchases.service';
import type { PlatformDeps } from '../../platform/platform-deps';

const tags = ['admin'];

export function registerAdminTokens(app: FastifyInstance, { db }: Pick<PlatformDeps, 'db'>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/tokens/stats',
    {
      schema: {
        tags,
        summary: 'Tokens in circulation, purchased and used this month, active subscriptions',
        response: { 200: getTokenStatsResponse },
      },
    },
    () => getTokenStats(db),
  );
  routes.get(
    '/api/admin/tokens/balances',
    {
      schema: {
        tags,
        summary: 'User balances with search, highest or lowest first',
        querystring: listTokenBalancesQuery,
        response: { 200: listTokenBalancesResponse },
      },
    },
    (request) => listTokenBalances(db, request.query),
  );
  routes.get(
    '/api/admin/purchases',
    {
      schema: {
        tags,
        summary:
          'Every checkout (completed, pending, declined, cancelled, expired), filtered by buyer, status and days',
        querystring: listAdminPurchasesQuery,
        response: { 200: listAdminPurchasesResponse },
      },
    },
    (request) => listPurchasesForAdmin(db, request.query),
  );
  routes.get(
    '/api/admin/tokens/adjustments',
    {
      schema: {
        tags,
        summary: 'The 20 most recent admin adjustments',
        response: { 200: listAdminAdjustmentsResponse },
      },
    },
    () => listAdjustments(db),
  );
  routes.post(
    '/api/admin/tokens/adjustments',
    {
      schema: {
        tags,
        summary: "Add to or deduct from a user's balance, with a reason (ledger entry and audit entry)",
        body: adjustTokensBody,
        response: { 200: adjustTokensResponse },
      },
    },
    async (request) => adjustTokens(db, await requireAdmin(request), request.body),
  );
}
