import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getSubscriptionResponse,
  getTokenBalanceResponse,
  listPurchasesResponse,
  listTokenLotsResponse,
  listTokenPackagesResponse,
  listTokenTransactionsQuery,
  listTokenTransactionsResponse,
} from '@basalt/contracts';
import { requireUser } from '../../platform/auth';
import {
  getSubscription,
  getTokenBalance,
  listPurchases,
  listTokenLots,
  listTokenPackages,
  listTokenTransactions,
} from './tokens.service';
import type { PlatformDeps } from '../../platform/platform-deps';

export function registerTokens(app: FastifyInstance, deps: Pick<PlatformDeps, 'db' | 'config'>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  routes.get(
    '/api/token-packages',
    {
      config: { public: true },
      schema: {
        tags: ['tokens'],
        summary: 'The token bundles, custom-amount tiers and expiry setting: the source of every price',
        response: { 200: listTokenPackagesResponse },
      },
    },
    () => listTokenPackages(db, deps.config.TOKEN_EXPIRY_DAYS),
  );
  routes.get(
    '/api/tokens/balance',
    {
      schema: {
        tags: ['tokens'],
        summary: "The signed-in user's token balance",
        response: { 200: getTokenBalanceResponse },
      },
    },
    async (request) => getTokenBalance(db, (await requireUser(request)).id),
  );
  routes.get(
    '/api/tokens/lots',
    {
      schema: {
        tags: ['tokens'],
        summary: 'Lots still holding tokens, with their expiry, in spending order',
        response: { 200: listTokenLotsResponse },
      },
    },
    async (request) => listTokenLots(db, (await requireUser(request)).id),
  );
  routes.get(
    '/api/tokens/transactions',
    {
      schema: {
        tags: ['tokens'],
        summary: "The signed-in user's token transactions, newest first (50 per page unless limit says)",
        querystring: listTokenTransactionsQuery,
        response: { 200: listTokenTransactionsResponse },
      },
    },
    async (request) => listTokenTransactions(db, (await requireUser(request)).id, request.query),
  );
  routes.get(
    '/api/tokens/purchases',
    {
      schema: {
        tags: ['tokens'],
        summary: "The signed-in user's 10 most recent purchases",
        response: { 200: listPurchasesResponse },
      },
    },
    async (request) => listPurchases(db, (await requireUser(request)).id),
  );
  routes.get(
    '/api/subscription',
    {
      schema: {
        tags: ['tokens'],
        summary: "The signed-in user's subscription tier, status and renewal date, or null",
        response: { 200: getSubscriptionResponse },
      },
    },
    async (request) => getSubscription(db, (await requireUser(request)).id),
  );
}
