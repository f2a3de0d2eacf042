import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPurchasesResponse, listTokenLotsResponse, listTokenTransactionsResponse } from '@basalt/contracts';
import { ledgerEntries } from '../../platform/db/schema';
import { createSandboxProvider } from '../../platform/payments';
import { createSignedInUser, pathOf } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expireSandboxCheckouts } from './checkout.jobs';
import { balanceOf, packageNamed, purchasesOf, startCheckout } from './checkout-test-helpers';

const goodCard = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Dana Demo' };
const declinedCard = { ...goodCard, number: '4000 0000 0000 0002' };

/** The whole sandbox purchase over HTTP: dialog call, hosted card page, signed event, credit. */
describe('buying tokens through the sandbox checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const openCheckout = async (cookie: string, body: Record<string, unknown>) => {
    const response = await startCheckout(t, cookie, body);
    expect(response.statusCode).toBe(200);
    return pathOf((response.json() as { url: string }).url);
  };
  const pay = (page: string, card: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `${page}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(card).toString(),
    });

  it('a user buys the $25 Crate with 4242..., returns to the token dashboard and has 250 more tokens', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const crate = await packageNamed(t, 'Crate');
    const page = await openCheckout(cookie, { packageId: crate.id, returnPath: '/dashboard' });
    expect(page).toMatch(/^\/sandbox-checkout\/cs_sandbox_[0-9a-f]+$/);

    const form = await t.app.inject(page);
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-type']).toContain('text/html');
    // Chromium would send 'Origin: null' on the form POST under the site-wide no-referrer policy.
    expect(form.headers['referrer-policy']).toBe('same-origin');
    for (const text of [
      'TEST MODE',
      'Crate: 250 tokens',
      '$25.00',
      'Card number',
      'Expiration date',
      'CVC',
      user.email,
    ]) {
      expect(form.body).toContain(text);
    }
    const [pending] = await purchasesOf(t, user.id);
    expect(pending).toMatchObject({ status: 'pending', totalTokens: 250, provider: 'sandbox' });
    // Back to Basalt returns to the page the purchase started from, saying the checkout was cancelled.
    expect(form.body).toContain(
      `href="http://localhost:0/dashboard?checkout=cancelled&amp;purchase_id=${pending!.id}"`,
    );

    const paid = await pay(page, goodCard);
    expect(paid.statusCode).toBe(303);
    expect(pathOf(paid.headers.location as string)).toMatch(
      /^\/dashboard\/tokens\?purchase=success&session_id=cs_sandbox_/,
    );
    expect(await balanceOf(t, cookie)).toBe(250);

    const purchases = listPurchasesResponse.parse(
      (await t.app.inject({ url: '/api/tokens/purchases', headers: { cookie } })).json(),
    ).purchases;
    expect(purchases).toMatchObject([
      { packageLabel: 'Crate', status: 'completed', totalTokens: 250, amountUsdCents: 2500 },
    ]);
    const { transactions } = listTokenTransactionsResponse.parse(
      (await t.app.inject({ url: '/api/tokens/transactions', headers: { cookie } })).json(),
    );
    expect(transactions).toMatchObject([
      { type: 'purchase', amount: 250, balanceAfter: 250, description: 'Crate: 250 tokens' },
    ]);
    const { lots } = listTokenLotsResponse.parse(
      (await t.app.inject({ url: '/api/tokens/lots', headers: { cookie } })).json(),
    );
    const daysLeft = (Date.parse(lots[0]!.expiresAt!) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(89.9);
    expect(daysLeft).toBeLessThanOrEqual(90);
  });

  it('a declined card shows the message on the payment page, credits nothing, and another card can still pay', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const page = await openCheckout(cookie, { packageId: (await packageNamed(t, 'Bucket')).id });

    const declined = await pay(page, declinedCard);
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined.');
    expect(declined.body).toContain('role="alert"');
    expect(await balanceOf(t, cookie)).toBe(0);
    expect(await purchasesOf(t, user.id)).toMatchObject([{ status: 'pending' }]);

    expect((await pay(page, { ...goodCard, cvc: '' })).body).toContain('Your card&#39;s security code is incomplete.');
    expect((await pay(page, goodCard)).statusCode).toBe(303);
    expect(await balanceOf(t, cookie)).toBe(100);
  });

  it('a paid checkout cannot be paid again and credits once', async () => {
    const { cookie } = await createSignedInUser(t);
    const page = await openCheckout(cookie, { packageId: (await packageNamed(t, 'Bucket')).id });
    await pay(page, goodCard);
    const again = await pay(page, goodCard);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This checkout has already been paid.');
    expect((await t.app.inject(page)).body).toContain('This checkout has already been paid.');
    expect(await balanceOf(t, cookie)).toBe(100);
  });

  it('the Truckload credits 1,000 tokens and 50 bonus tokens, both expiring with the purchase', async () => {
    const { user, cookie } = await createSignedInUser(t);
    await pay(await openCheckout(cookie, { packageId: (await packageNamed(t, 'Truckload')).id }), goodCard);
    expect(await balanceOf(t, cookie)).toBe(1_050);
    const entries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, user.id))
      .orderBy(ledgerEntries.seq);
    expect(entries.map((e) => [e.type, e.amount, e.description])).toEqual([
      ['purchase', 1_000, 'Truckload: 1,000 tokens'],
      ['bonus', 50, 'Bonus tokens with Truckload'],
    ]);
    expect(entries[0]!.expiresAt).toEqual(entries[1]!.expiresAt);
    expect(await purchasesOf(t, user.id)).toMatchObject([{ baseTokens: 1_000, bonusTokens: 50, status: 'completed' }]);
  });

  it('a custom amount of $150 buys 1,500 tokens plus the 5% tier bonus', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const page = await openCheckout(cookie, { amountUsd: 150 });
    expect((await t.app.inject(page)).body).toContain('Custom amount: 1,575 tokens');
    await pay(page, goodCard);
    expect(await balanceOf(t, cookie)).toBe(1_575);
    expect(await purchasesOf(t, user.id)).toMatchObject([{ packageId: null, amountUsdCents: 15_000, bonusTokens: 75 }]);
  });

  it('checkout needs a signed-in user, one existing package or an amount from $10, and a return path on this site', async () => {
    const { cookie } = await createSignedInUser(t);
    const crate = await packageNamed(t, 'Crate');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/checkout-sessions', payload: { packageId: crate.id } }))
        .statusCode,
    ).toBe(401);
    expect((await startCheckout(t, cookie, { packageId: crypto.randomUUID() })).statusCode).toBe(404);
    expect((await startCheckout(t, cookie, { amountUsd: 9 })).statusCode).toBe(422);
    expect((await startCheckout(t, cookie, {})).statusCode).toBe(422);
    expect((await startCheckout(t, cookie, { packageId: crate.id, amountUsd: 25 })).statusCode).toBe(422);
    expect((await startCheckout(t, cookie, { packageId: crate.id, returnPath: '//evil.example/x' })).statusCode).toBe(
      422,
    );
    expect(
      (await startCheckout(t, cookie, { packageId: crate.id, returnPath: 'https://evil.example' })).statusCode,
    ).toBe(422);
  });

  it('a forged payment event is refused and credits nothing', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const page = await openCheckout(cookie, { packageId: (await packageNamed(t, 'Vault')).id });
    const [purchase] = await purchasesOf(t, user.id);
    const forged = JSON.stringify({
      id: 'evt_forged',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: page.split('/').pop(),
          payment_status: 'paid',
          amount_total: 5000,
          currency: 'usd',
          metadata: { purchase_id: purchase!.id },
        },
      },
    });
    for (const signature of [undefined, 't=1,v1=00', `t=${Math.floor(Date.now() / 1000)},v1=${'ab'.repeat(32)}`]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', ...(signature && { 'sandbox-signature': signature }) },
        payload: forged,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await balanceOf(t, cookie)).toBe(0);
  });

  it('an unpaid sandbox session expires after a day and its purchase shows as expired, without tokens', async () => {
    const { user, cookie } = await createSignedInUser(t);
    await openCheckout(cookie, { packageId: (await packageNamed(t, 'Bucket')).id });
    const deps = {
      db: t.database.db,
      config: t.config,
      payments: createSandboxProvider(t.database.db, t.config.PUBLIC_URL),
      log: t.app.log,
    };
    expect(await expireSandboxCheckouts(deps, new Date(Date.now() + 3_600_000))).toBe(0);
    expect(await expireSandboxCheckouts(deps, new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect(await purchasesOf(t, user.id)).toMatchObject([{ status: 'expired' }]);
    expect(await balanceOf(t, cookie)).toBe(0);
  });
});

describe('a server with no payment provider (production without Stripe keys)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { PAYMENTS_SANDBOX: 'false' } });
  });
  afterAll(() => t.close());

  it('says card payments are not set up, records no purchase and serves no sandbox page', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const response = await startCheckout(t, cookie, { packageId: (await packageNamed(t, 'Crate')).id });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      error: { code: 'UNAVAILABLE', message: 'Card payments are not set up on this server yet.' },
    });
    expect(await purchasesOf(t, user.id)).toEqual([]);
    expect((await t.app.inject('/sandbox-checkout/cs_sandbox_00')).body).not.toContain('TEST MODE');
  });
});
