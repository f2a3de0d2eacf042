import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../platform/db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Finding 16 (issue 38, item 11): a validly signed Stripe event whose purchase_id is not a uuid
 * (another integration on the same Stripe account, or a hand-made Checkout Session) answered 500,
 * PostgreSQL refusing the cast, and Stripe retried it for days. It is not Basalt's: 2xx, ignored.
 */
const webhookSecret = 'whsec_basalt_foreign_events';
const stripe = new Stripe('sk_test_basalt');

describe('finding 16: a signed payment event that is not ours is acknowledged and ignored', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_basalt',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        // Never called: nothing here opens a Checkout Session.
        STRIPE_API_URL: 'http://127.0.0.1:9',
      },
    });
  });
  afterAll(() => t.close());

  const deliver = (session: Record<string, unknown>) => {
    const payload = JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_test_${Math.random().toString(36).slice(2)}`,
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: 2500,
          currency: 'usd',
          ...session,
        },
      },
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
      },
      payload,
    });
  };

  it.each([
    ['metadata.purchase_id is an order number', { metadata: { purchase_id: 'order-1234' } }],
    ['client_reference_id is a customer reference', { client_reference_id: 'customer 42' }],
    ['purchase_id holds a NUL', { metadata: { purchase_id: 'a\u0000b' } }],
  ])('%s: 200, nothing stored', async (_name, session) => {
    const response = await deliver(session);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await t.database.db.$count(purchases)).toBe(0);
  });
});
