import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelPurchaseParams,
  cancelPurchaseResponse,
  createCheckoutSessionInput,
  createCheckoutSessionResponse,
} from '@basalt/contracts';
import { requireUser } from '../../platform/auth';
import { createPaymentProvider, isSandboxProvider, registerSandboxCheckoutPage } from '../../platform/payments';
import type { PlatformDeps } from '../../platform/platform-deps';
import { cancelPurchase } from './cancel-purchase';
import { createCheckoutSession, handlePaymentEvent } from './checkout.service';

export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

export async function registerCheckout(app: FastifyInstance, { db, config }: Pick<PlatformDeps, 'db' | 'config'>) {
  const deps = { db, config, payments: createPaymentProvider(config, db) };
  const withLog = { ...deps, log: app.log };
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/checkout-sessions',
    {
      schema: {
        tags: ['tokens'],
        summary: "Open a card payment page for a token package or a custom amount; answers the page's url",
        body: createCheckoutSessionInput,
        response: { 200: createCheckoutSessionResponse },
      },
    },
    async (request) => createCheckoutSession(withLog, await requireUser(request), request.body),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/purchases/:purchaseId/cancel',
    {
      schema: {
        tags: ['tokens'],
        summary: 'Cancel a pending purchase whose payment page was left without paying; closes its checkout session',
        params: cancelPurchaseParams,
        response: { 200: cancelPurchaseResponse },
      },
    },
    async (request) => cancelPurchase(withLog, await requireUser(request), request.params.purchaseId),
  );

  // The signature covers the exact bytes sent, so this route keeps the raw body unparsed.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      PAYMENT_WEBHOOK_PATH,
      {
        // Signed by the provider, checked over the raw bytes in the handler.
        config: { public: true },
        schema: {
          tags: ['tokens'],
          summary: "The payment provider's signed events (Stripe: checkout.session.*)",
          response: { 200: z.object({ received: z.literal(true) }) },
        },
      },
      async (request) => {
        const header = deps.payments ? request.headers[deps.payments.signatureHeader] : undefined;
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await handlePaymentEvent(withLog, body, typeof header === 'string' ? header : undefined);
        return { received: true as const };
      },
    );
  });

  if (isSandboxProvider(deps.payments)) {
    await registerSandboxCheckoutPage(app, deps.payments, async (rawBody, signature) => {
      await handlePaymentEvent(withLog, rawBody, signature);
    });
  }
}
