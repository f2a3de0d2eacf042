import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { renderCheckoutPage, renderClosedPage } from './sandbox-page-html';
import type { DeliverEvent, SandboxProvider } from './sandbox-provider';

const params = z.object({ id: z.string().regex(/^cs_sandbox_[0-9a-f]+$/) });
const cardForm = z.object({
  number: z.string().default(''),
  expiry: z.string().default(''),
  cvc: z.string().default(''),
});

/**
 * The sandbox's hosted payment page at /sandbox-checkout/{session}. Paying delivers the signed
 * checkout.session.completed event to `deliver` (Basalt's webhook handling), then redirects to the
 * success URL; a declined card shows the message and the session stays open, as on Stripe.
 */
export async function registerSandboxCheckoutPage(
  app: FastifyInstance,
  sandbox: SandboxProvider,
  deliver: DeliverEvent,
) {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.get('/sandbox-checkout/:id', { schema: { hide: true } }, async (request, reply) => {
      const parsed = params.safeParse(request.params);
      const session = parsed.success ? await sandbox.getSession(parsed.data.id) : undefined;
      if (!session) return reply.status(404).type('text/html').send('<h1>Checkout session not found</h1>');
      const open = session.status === 'open' && session.expiresAt > new Date();
      return (
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          // With the site-wide no-referrer, Chromium sends 'Origin: null' on the form's POST, which the
          // same-origin guard rightly refuses; same-origin keeps the real origin on this page's POST.
          .header('referrer-policy', 'same-origin')
          .send(open ? renderCheckoutPage(session) : renderClosedPage(session))
      );
    });

    scope.post('/sandbox-checkout/:id/pay', { schema: { hide: true } }, async (request, reply) => {
      const parsed = params.safeParse(request.params);
      const session = parsed.success ? await sandbox.getSession(parsed.data.id) : undefined;
      if (!session) return reply.status(404).type('text/html').send('<h1>Checkout session not found</h1>');
      const card = cardForm.parse(request.body ?? {});
      const payment = await sandbox.pay(session.id, card, deliver);
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'same-origin');
      switch (payment.outcome) {
        case 'paid':
          return reply.redirect(payment.redirectTo, 303);
        case 'declined':
          return reply.status(402).send(renderCheckoutPage(session, { error: payment.message, values: card }));
        case 'closed':
          return reply.status(409).send(renderClosedPage(payment.session));
      }
    });
  });
}
