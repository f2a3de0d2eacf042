import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { signedInAs, stubApi } from '@/testing/stub-api';
import { tokenPackagesBody } from '../testing-fixtures';
import { BuyTokensButton } from './buy-tokens-button';

async function openDialog() {
  renderWithRouter(<BuyTokensButton />, '/dashboard');
  fireEvent.click(screen.getByRole('button', { name: 'Buy Tokens' }));
  return within(await screen.findByRole('dialog', { name: 'Buy Tokens' }));
}

describe('Buy Tokens dialog', () => {
  it('shows the balance, the five bundles from the packages table with POPULAR on the third, the bonus banner and the expiry footer', async () => {
    stubApi({
      '/api/session': signedInAs(),
      '/api/tokens/balance': { body: { balance: 1234 } },
      '/api/token-packages': { body: tokenPackagesBody(90) },
    });
    const dialog = await openDialog();
    expect(dialog.getByText('Power your automations with tokens')).toBeTruthy();
    await dialog.findByText('1,234 tokens');
    const cards = await dialog.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Bucket: 100 tokens for $10',
      'Crate: 250 tokens for $25',
      'Vault: 500 tokens for $50',
      'Truckload: 1,050 tokens for $100',
      'Shipment: 2,140 tokens for $200',
    ]);
    expect(within(cards[2]!).getByText('POPULAR')).toBeTruthy();
    expect(cards.filter((card) => card.textContent?.includes('POPULAR'))).toHaveLength(1);
    for (const text of ['Instant delivery', 'Expires in 90 days', 'Secure payment', '10 tokens per dollar']) {
      expect(within(cards[0]!).getByText(text, { exact: false })).toBeTruthy();
    }
    expect(dialog.getByText(/\+5% on Truckload, \+7% on Shipment/)).toBeTruthy();
    expect(dialog.getByText(/Tokens expire 90 days after purchase\./)).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Questions? Read the FAQ' }).getAttribute('href')).toBe('/faq');
  });

  it('every expiry sentence follows the setting: never, when TOKEN_EXPIRY_DAYS is 0', async () => {
    stubApi({
      '/api/session': signedInAs(),
      '/api/tokens/balance': { body: { balance: 0 } },
      '/api/token-packages': { body: tokenPackagesBody(0) },
    });
    const dialog = await openDialog();
    expect((await dialog.findAllByText('Never expires')).length).toBe(5);
    expect(dialog.getByText(/Tokens never expire\./)).toBeTruthy();
  });

  it('Buy Now shows Processing... on that card, and a failure shows the message and resets the button', async () => {
    let answer: (response: Response) => void = () => {};
    const checkoutAnswer = new Promise<Response>((resolve) => (answer = resolve));
    const fetchStub = stubApi({
      '/api/session': signedInAs(),
      '/api/tokens/balance': { body: { balance: 0 } },
      '/api/token-packages': { body: tokenPackagesBody() },
    });
    // The checkout call waits until the test answers it, so the loading state can be seen.
    const otherCalls = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation((input, init) =>
      String(input).includes('/api/checkout-sessions') ? checkoutAnswer : otherCalls(input, init),
    );
    const dialog = await openDialog();
    const crate = (await dialog.findAllByRole('article'))[1]!;
    fireEvent.click(within(crate).getByRole('button', { name: 'Buy Now' }));
    await within(crate).findByRole('button', { name: 'Processing...' });
    expect(
      within((await dialog.findAllByRole('article'))[0]!)
        .getByRole('button')
        .hasAttribute('disabled'),
    ).toBe(true);

    const failure = { error: { code: 'UNAVAILABLE', message: 'Failed to start checkout. Please try again.' } };
    answer(new Response(JSON.stringify(failure), { status: 503, headers: { 'Content-Type': 'application/json' } }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Failed to start checkout. Please try again.');
    await waitFor(() => expect(within(crate).getByRole('button', { name: 'Buy Now' })).toBeTruthy());
  });
});
