import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAutomation } from '@/testing/automation-factory';
import { renderRoutes } from '@/testing/render-with-router';
import { signedOut, stubApi } from '@/testing/stub-api';
import { AboutRoute } from './about';
import { ChangelogRoute } from './changelog';
import { FaqRoute } from './faq';
import { PrivacyRoute, TermsRoute } from './legal';
import { UseCasesRoute } from './use-cases';

const faq = {
  body: {
    supportEmail: 'help@basalt.test',
    sections: [
      {
        id: 'tokens',
        title: 'Tokens & Pricing',
        items: [
          { question: 'How much do tokens cost?', answer: 'Bucket — 100 tokens for $10.' },
          { question: 'Do tokens expire?', answer: 'Tokens expire 90 days after purchase.' },
        ],
      },
      { id: 'runs', title: 'Runs & Refunds', items: [{ question: 'What if a run fails?', answer: 'Refunded.' }] },
    ],
  },
};
const counterText = (label: string) => screen.getByText(label).querySelector('.sr-only')?.textContent?.trim();

describe('information pages', () => {
  it('the FAQ is grouped, searchable in any case, and names the support address', async () => {
    stubApi({ '/api/session': signedOut, '/api/site/faq': faq });
    renderRoutes([{ path: '/', element: <FaqRoute /> }]);
    expect(await screen.findByRole('heading', { name: 'Tokens & Pricing' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'help@basalt.test' }).getAttribute('href')).toBe('mailto:help@basalt.test');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the FAQ' }), { target: { value: 'EXPIRE' } });
    expect(screen.getByText('Do tokens expire?')).toBeTruthy();
    expect(screen.queryByText('How much do tokens cost?')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Runs & Refunds' })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nothing like this' } });
    expect(screen.getByText(/No questions match/)).toBeTruthy();
  });

  it('use cases show eight industries, each with up to 3 automations of its category and View All', async () => {
    const fetchStub = stubApi({
      '/api/session': signedOut,
      '/api/site/stats': { body: { users: 1, publishedAutomations: 12, runs: 0, successRate: null, welcomeCredit: 0 } },
      '/api/token-packages': { body: { packages: [], pricingTiers: [], tokenExpiryDays: 90 } },
      '/api/automations': (url) => {
        const category = url.searchParams.get('category')!;
        const automation = buildAutomation({
          name: `${category} helper`,
          category: { id: crypto.randomUUID(), name: category },
        });
        return { body: { automations: [automation], total: 1 } };
      },
    });
    renderRoutes([{ path: '/', element: <UseCasesRoute /> }]);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Marketing',
      'Sales',
      'Customer Support',
      'E-commerce',
      'Content Creation',
      'Human Resources',
      'Finance',
      'Real Estate',
    ]);
    const marketing = within(cards[0]!);
    expect(marketing.getByRole('link', { name: 'View All Social Media automations' }).getAttribute('href')).toBe(
      '/marketplace?category=Social%20Media',
    );
    const link = await marketing.findByRole('link', { name: 'Social Media helper' });
    expect(link.getAttribute('href')).toMatch(/^\/automation\/[0-9a-f-]{36}$/);
    const categoryCalls = fetchStub.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/automations');
    expect(categoryCalls.every((url) => url.searchParams.get('limit') === '3')).toBe(true);
  });

  it('about shows the exact live counts, without a "+", and hides those with nothing to count (issue 15 #7, issue 41)', async () => {
    stubApi({
      '/api/session': signedOut,
      '/api/site/stats': { body: { users: 42, publishedAutomations: 0, runs: 7, successRate: null, welcomeCredit: 0 } },
    });
    renderRoutes([{ path: '/', element: <AboutRoute /> }]);
    await waitFor(() => expect(counterText('Users')).toBe('42'));
    expect(counterText('Automation runs')).toBe('7');
    expect(screen.queryByText('Active automations')).toBeNull();
    expect(document.body.textContent).not.toMatch(/10,000|1,000\+/);
    for (const belief of ['Innovation', 'Accessibility', 'Quality', 'Transparency']) {
      expect(screen.getByRole('heading', { name: belief })).toBeTruthy();
    }
  });

  it('the changelog lists the three versions, newest first', () => {
    stubApi({ '/api/session': signedOut });
    renderRoutes([{ path: '/', element: <ChangelogRoute /> }]);
    const versions = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(versions).toEqual(['Version 1.2.0', 'Version 1.1.0', 'Version 1.0.0']);
    expect(screen.getByText('October 8, 2025')).toBeTruthy();
  });

  it.each([
    ['terms', <TermsRoute key="t" />, 'Terms of Service'],
    ['privacy', <PrivacyRoute key="p" />, 'Privacy Policy'],
  ])('the %s page has ten sections and its last updated date', (_name, element, title) => {
    stubApi({ '/api/session': signedOut });
    renderRoutes([{ path: '/', element }]);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText('Last updated: January 1, 2025')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10);
  });
});
