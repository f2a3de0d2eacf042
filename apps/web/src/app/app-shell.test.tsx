import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/stub-fetch';
import { renderRoutes } from '@/testing/render-with-router';
import { appRoutes } from './router';

const emptyCatalogue = { body: { automations: [], total: 0 } };

describe('app shell', () => {
  it('a visitor on an unknown path lands on the home page', async () => {
    stubFetch(emptyCatalogue);
    const { router } = renderRoutes(appRoutes, '/no/such/page');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('a signed-out visitor sees the main links, Login and Sign Up', async () => {
    stubFetch(emptyCatalogue);
    renderRoutes(appRoutes);

    const header = within(screen.getByRole('banner'));
    const hrefs = ['Home', 'About', 'Marketplace'].map((name) =>
      header.getAllByRole('link', { name })[0]!.getAttribute('href'),
    );
    expect(hrefs).toEqual(['/', '/about', '/marketplace']);
    // Login and Sign Up appear once the session answers (nothing shows while it loads).
    expect((await header.findAllByRole('link', { name: 'Login' }))[0]!.getAttribute('href')).toBe('/login');
    expect(header.getAllByRole('link', { name: 'Sign Up' })[0]!.getAttribute('href')).toBe('/signup');
  });

  it('a visitor on a phone opens the menu and finds the same links', () => {
    stubFetch(emptyCatalogue);
    renderRoutes(appRoutes);

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));

    const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
    expect(menu.getByRole('link', { name: 'Marketplace' }).getAttribute('href')).toBe('/marketplace');
    expect(menu.getByRole('button', { name: 'Switch to light theme' }).textContent).toBe('Light');
  });

  it('the footer lists the company and contact links with the tagline', () => {
    stubFetch(emptyCatalogue);
    renderRoutes(appRoutes);

    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(footer.getByRole('link', { name: 'Book a Call' }).getAttribute('href')).toBe('/contact');
    expect(footer.getByText('Pre-Built Automations, Pay-Per-Use Pricing')).toBeTruthy();
    expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()} Basalt`))).toBeTruthy();
  });
});
