import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { signedInAs, stubApi } from '@/testing/stub-api';
import { CheckoutReturn } from './checkout-return';

const purchaseId = '3f0c9a52-6a0e-4d53-9c1f-5a0f3c2b7e11';
const page = (
  <>
    <CheckoutReturn />
    <p>automation page</p>
  </>
);

function stubCancel(status: string) {
  return stubApi({
    '/api/session': signedInAs(),
    '/api/purchases': (url) => ({ body: { purchaseId: url.pathname.split('/')[3], status } }),
  });
}

describe('coming back from the payment page without paying', () => {
  // Toasts live in sonner's own store, which outlasts a test's render.
  afterEach(async () => {
    toast.dismiss();
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull());
  });

  it('says "Checkout cancelled", cancels the purchase and takes the marks out of the address', async () => {
    const fetchStub = stubCancel('cancelled');
    const { router } = renderWithRouter(
      page,
      `/basalt/csv-data-cleaner?tab=run&checkout=cancelled&purchase_id=${purchaseId}`,
    );
    // The notice loads the tokens feature's chunk on first use.
    expect(await screen.findByText('Checkout cancelled', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('No payment was taken and your balance is unchanged.')).toBeTruthy();
    const cancel = fetchStub.mock.calls.find(([url]) => String(url).includes('/api/purchases/'))!;
    expect(String(cancel[0])).toContain(`/api/purchases/${purchaseId}/cancel`);
    expect(cancel[1]?.method).toBe('POST');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=run'));
    expect(router.state.location.pathname).toBe('/basalt/csv-data-cleaner');
  });

  it('does not call a purchase cancelled when its payment went through meanwhile', async () => {
    stubCancel('completed');
    const { router } = renderWithRouter(page, `/dashboard/tokens?checkout=cancelled&purchase_id=${purchaseId}`);
    expect(await screen.findByText('Your payment went through', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Your tokens are in your balance.')).toBeTruthy();
    expect(screen.queryByText('Checkout cancelled')).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
