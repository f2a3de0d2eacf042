import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelPurchaseResponse, listPurchasesResponse } from '@basalt/contracts';
import { createSignedInUser, pathOf } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { balanceOf, packageNamed, purchasesOf, startCheckout } from './checkout-test-helpers';
import { cancelledPath } from './checkout.service';

const goodCard = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

describe('leaving the payment page without paying', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  async function abandonedCheckout(returnPath?: string) {
    const { user, cookie } = await createSignedInUser(t);
    const bucket = await packageNamed(t, 'Bucket');
    const response = await startCheckout(t, cookie, { packageId: bucket.id, ...(returnPath && { returnPath }) });
    expect(response.statusCode).toBe(200);
    const page = pathOf((response.json() as { url: string }).url);
    const [purchase] = await purchasesOf(t, user.id);
    return { user, cookie, page, purchase: purchase! };
  }
  const cancel = (cookie: string, purchaseId: string) =>
    t.app.inject({ method: 'POST', url: `/api/purchases/${purchaseId}/cancel`, headers: { cookie } });
  const pay = (page: string) =>
    t.app.inject({
      method: 'POST',
      url: `${page}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(goodCard).toString(),
    });

  it('a user who goes back from the payment page sees the purchase cancelled, not pending, and the page takes no payment', async () => {
    const { cookie, page, purchase } = await abandonedCheckout('/basalt/csv-data-cleaner?tab=run');
    const form = await t.app.inject(page);
    expect(form.body).toContain(
      `href="http://localhost:0/basalt/csv-data-cleaner?tab=run&amp;checkout=cancelled&amp;purchase_id=${purchase.id}"`,
    );

    const response = await cancel(cookie, purchase.id);
    expect(response.statusCode).toBe(200);
    expect(cancelPurchaseResponse.parse(response.json())).toEqual({ purchaseId: purchase.id, status: 'cancelled' });
    const { purchases } = listPurchasesResponse.parse(
      (await t.app.inject({ url: '/api/tokens/purchases', headers: { cookie } })).json(),
    );
    expect(purchases).toMatchObject([{ id: purchase.id, status: 'cancelled', amountUsdCents: 1000 }]);

    // The abandoned page is closed: paying it now is refused and credits nothing.
    expect((await pay(page)).statusCode).toBe(409);
    expect((await t.app.inject(page)).body).toContain('This checkout session has expired.');
    expect(await balanceOf(t, cookie)).toBe(0);
    // Asking again (a reload of the page it returned to) changes nothing.
    expect((await cancel(cookie, purchase.id)).json()).toEqual({ purchaseId: purchase.id, status: 'cancelled' });
  });

  it('a paid purchase is not cancelled by a late Back, and keeps its tokens', async () => {
    const { cookie, page, purchase } = await abandonedCheckout();
    expect((await pay(page)).statusCode).toBe(303);
    expect((await cancel(cookie, purchase.id)).json()).toEqual({ purchaseId: purchase.id, status: 'completed' });
    expect(await balanceOf(t, cookie)).toBe(100);
  });

  it("nobody cancels another user's purchase, and a made-up id is not found", async () => {
    const { purchase } = await abandonedCheckout();
    const other = await createSignedInUser(t);
    const response = await cancel(other.cookie, purchase.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Purchase not found' } });
    expect((await cancel(other.cookie, crypto.randomUUID())).statusCode).toBe(404);
    expect((await cancel(other.cookie, 'not-a-uuid')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/purchases/${purchase.id}/cancel` })).statusCode).toBe(401);
  });
});

describe('the payment page Back link', () => {
  it('keeps the page and its query and hash, and adds the cancelled mark', () => {
    expect(cancelledPath('/dashboard/tokens', 'p1')).toBe('/dashboard/tokens?checkout=cancelled&purchase_id=p1');
    expect(cancelledPath('/basalt/x?tab=run#form', 'p1')).toBe(
      '/basalt/x?tab=run&checkout=cancelled&purchase_id=p1#form',
    );
    expect(cancelledPath('/x?checkout=cancelled&purchase_id=old', 'p2')).toBe('/x?checkout=cancelled&purchase_id=p2');
  });
});
