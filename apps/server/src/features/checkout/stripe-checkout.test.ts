import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPaymentProvider } from '../../platform/payments';
import { balanceOf, packageNamed, purchasesOf, startCheckout } from './checkout-test-helpers';
import { expireAbandonedCheckouts } from './checkout.jobs';

const webhookSecret = 'whsec_basalt_test_secret';
const stripe = new Stripe('sk_test_basalt');

/**
 * Stands in for api.stripe.com: records Checkout Session requests and answers like Stripe, including
 * expiring a session (refused, as Stripe does, for one in `paid`).
 */
function startStripeStandIn() {
  const requests: URLSearchParams[] = [];
  const calls: string[] = [];
  const paid = new Set<string>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      calls.push(`${request.method} ${request.url}`);
      const answer = (status: number, json: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      const session = request.url?.match(/^\/v1\/checkout\/sessions\/(cs_[\w]+)(\/expire)?$/);
      if (session) {
        const [, id, expire] = session;
        if (expire && paid.has(id!)) {
          return answer(400, {
            error: { type: 'invalid_request_error', message: 'This Checkout Session is complete.' },
          });
        }
        const status = paid.has(id!) ? 'complete' : expire ? 'expired' : 'open';
        return answer(200, { id, object: 'checkout.session', status });
      }
      const params = new URLSearchParams(body);
      requests.push(params);
      const id = `cs_test_${requests.length}_${Math.random().toString(36).slice(2, 10)}`;
      answer(request.url === '/v1/checkout/sessions' ? 200 : 404, {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        ...Object.fromEntries(params),
      });
    });
  });
  return { server, requests, calls, paid };
}

describe('Stripe Checkout', () => {
  let t: TestApp;
  let standIn: ReturnType<typeof startStripeStandIn>;
  beforeAll(async () => {
    standIn = startStripeStandIn();
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    const { port } = standIn.server.address() as AddressInfo;
    t = await createTestApp({
      seed: true,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_basalt',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: `http://127.0.0.1:${port}`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    standIn.server.close();
  });

  /** A user with a pending Crate purchase at Stripe. */
  async function pendingCrate() {
    const { user, cookie } = await createSignedInUser(t);
    const crate = await packageNamed(t, 'Crate');
    const response = await startCheckout(t, cookie, { packageId: crate.id, returnPath: '/dashboard' });
    expect(response.statusCode).toBe(200);
    const [purchase] = await purchasesOf(t, user.id);
    return { user, cookie, crate, purchase: purchase!, url: (response.json() as { url: string }).url };
  }

  function sessionEvent(
    purchase: { id: string; providerSessionId: string | null; userId: string },
    type: string,
    overrides: Record<string, unknown> = {},
  ) {
    return {
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type,
      data: {
        object: {
          id: purchase.providerSessionId,
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: 2500,
          currency: 'usd',
          client_reference_id: purchase.id,
          metadata: { purchase_id: purchase.id, user_id: purchase.userId },
          ...overrides,
        },
      },
    };
  }

  /** Sends an event signed by the stripe library's own test helper, as Stripe's servers sign them. */
  function deliver(event: object, secret = webhookSecret) {
    const payload = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  }

  it('opens a Checkout Session with the package as line item, the user and package in metadata', async () => {
    const { user, crate, purchase, url } = await pendingCrate();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const sent = standIn.requests.at(-1)!;
    expect(Object.fromEntries(sent)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][product_data][name]': 'Crate: 250 tokens',
      'metadata[purchase_id]': purchase.id,
      'metadata[user_id]': user.id,
      'metadata[package_id]': crate.id,
      client_reference_id: purchase.id,
      customer_email: user.email,
      cancel_url: `http://localhost:0/dashboard?checkout=cancelled&purchase_id=${purchase.id}`,
      success_url: 'http://localhost:0/dashboard/tokens?purchase=success&session_id={CHECKOUT_SESSION_ID}',
    });
    expect(purchase).toMatchObject({
      status: 'pending',
      provider: 'stripe',
      providerSessionId: expect.stringMatching(/^cs_test_/),
    });
  });

  it('a paid checkout.session.completed credits the purchase once, even delivered 10 times at once', async () => {
    const { cookie, user, purchase } = await pendingCrate();
    const event = sessionEvent(purchase, 'checkout.session.completed');
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await balanceOf(t, cookie)).toBe(250);
    expect(await purchasesOf(t, user.id)).toMatchObject([{ status: 'completed', completedAt: expect.any(Date) }]);

    // A different event about the same session (Stripe re-sends with new ids too) changes nothing.
    expect((await deliver(sessionEvent(purchase, 'checkout.session.completed'))).statusCode).toBe(200);
    expect(await balanceOf(t, cookie)).toBe(250);
  });

  it('an unpaid completed session waits for async_payment_succeeded, in either order', async () => {
    const first = await pendingCrate();
    await deliver(sessionEvent(first.purchase, 'checkout.session.completed', { payment_status: 'unpaid' }));
    expect(await balanceOf(t, first.cookie)).toBe(0);
    expect(await purchasesOf(t, first.user.id)).toMatchObject([{ status: 'pending' }]);
    await deliver(sessionEvent(first.purchase, 'checkout.session.async_payment_succeeded'));
    expect(await balanceOf(t, first.cookie)).toBe(250);

    const second = await pendingCrate();
    await deliver(sessionEvent(second.purchase, 'checkout.session.async_payment_succeeded'));
    await deliver(sessionEvent(second.purchase, 'checkout.session.completed', { payment_status: 'unpaid' }));
    await deliver(sessionEvent(second.purchase, 'checkout.session.expired', { payment_status: 'unpaid' }));
    expect(await balanceOf(t, second.cookie)).toBe(250);
    expect(await purchasesOf(t, second.user.id)).toMatchObject([{ status: 'completed' }]);
  });

  it('a failed async payment or an expired session closes a pending purchase without tokens', async () => {
    const failed = await pendingCrate();
    await deliver(sessionEvent(failed.purchase, 'checkout.session.async_payment_failed', { payment_status: 'unpaid' }));
    expect(await purchasesOf(t, failed.user.id)).toMatchObject([{ status: 'failed' }]);

    const expired = await pendingCrate();
    await deliver(sessionEvent(expired.purchase, 'checkout.session.expired', { payment_status: 'unpaid' }));
    expect(await purchasesOf(t, expired.user.id)).toMatchObject([{ status: 'expired' }]);
    expect(await balanceOf(t, expired.cookie)).toBe(0);

    // Money taken after all (a late success arriving after the failure) is still credited.
    await deliver(sessionEvent(failed.purchase, 'checkout.session.async_payment_succeeded'));
    expect(await balanceOf(t, failed.cookie)).toBe(250);
  });

  it('a checkout abandoned at Stripe whose expiry event never comes shows as expired after a day, and a late payment still credits (issue 15 #8)', async () => {
    const { cookie, purchase } = await pendingCrate();
    const deps = {
      db: t.database.db,
      config: t.config,
      payments: createPaymentProvider(t.config, t.database.db),
      log: t.app.log,
    };
    const listed = async () => {
      const response = await t.app.inject({ url: '/api/tokens/purchases', headers: { cookie } });
      return (response.json() as { purchases: { status: string }[] }).purchases.map((p) => p.status);
    };
    await expireAbandonedCheckouts(deps, new Date(Date.now() + 20 * 3_600_000));
    expect(await listed()).toEqual(['pending']);
    await expireAbandonedCheckouts(deps, new Date(Date.now() + 26 * 3_600_000));
    expect(await listed()).toEqual(['expired']);
    await deliver(sessionEvent(purchase, 'checkout.session.async_payment_succeeded'));
    expect(await listed()).toEqual(['completed']);
    expect(await balanceOf(t, cookie)).toBe(250);
  });

  it('Back from Stripe expires the Checkout Session there and cancels the purchase; a session paid meanwhile is left to its event', async () => {
    const cancel = (cookie: string, id: string) =>
      t.app.inject({ method: 'POST', url: `/api/purchases/${id}/cancel`, headers: { cookie } });
    const left = await pendingCrate();
    expect((await cancel(left.cookie, left.purchase.id)).json()).toEqual({
      purchaseId: left.purchase.id,
      status: 'cancelled',
    });
    expect(standIn.calls).toContain(`POST /v1/checkout/sessions/${left.purchase.providerSessionId}/expire`);
    // Stripe's expired event for the session closed on purpose leaves the purchase cancelled.
    await deliver(sessionEvent(left.purchase, 'checkout.session.expired', { payment_status: 'unpaid' }));
    expect(await purchasesOf(t, left.user.id)).toMatchObject([{ status: 'cancelled' }]);

    const paid = await pendingCrate();
    standIn.paid.add(paid.purchase.providerSessionId!);
    expect((await cancel(paid.cookie, paid.purchase.id)).json()).toEqual({
      purchaseId: paid.purchase.id,
      status: 'pending',
    });
    await deliver(sessionEvent(paid.purchase, 'checkout.session.completed'));
    expect(await purchasesOf(t, paid.user.id)).toMatchObject([{ status: 'completed' }]);
    expect(await balanceOf(t, paid.cookie)).toBe(250);
  });

  it('an event with a bad signature, a tampered body or another secret is refused', async () => {
    const { cookie, purchase } = await pendingCrate();
    const event = sessionEvent(purchase, 'checkout.session.completed');
    expect((await deliver(event, 'whsec_someone_else')).statusCode).toBe(400);

    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('"amount_total":2500', '"amount_total":250000'),
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload });
    expect(unsigned.statusCode).toBe(400);
    expect(await balanceOf(t, cookie)).toBe(0);
  });

  it('a paid event whose amount differs from the purchase, or for a session that is not ours, credits nothing', async () => {
    const { cookie, user, purchase } = await pendingCrate();
    expect(
      (await deliver(sessionEvent(purchase, 'checkout.session.completed', { amount_total: 100 }))).statusCode,
    ).toBe(200);
    const stranger = sessionEvent(
      { ...purchase, id: crypto.randomUUID(), providerSessionId: 'cs_test_unknown' },
      'checkout.session.completed',
    );
    expect((await deliver(stranger)).statusCode).toBe(200);
    expect(await balanceOf(t, cookie)).toBe(0);
    expect(await purchasesOf(t, user.id)).toMatchObject([{ status: 'pending' }]);
  });

  it('events of other types are acknowledged and ignored', async () => {
    const response = await deliver({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
  });
});
