export type NavItem = { to: string; label: string; end?: boolean };

/** One list for the top bar and the mobile slide-out, so they cannot drift apart. */
export const mainNavItems: NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/about', label: 'About' },
  { to: '/marketplace', label: 'Marketplace' },
];

export const footerNavGroups: Array<{ title: string; items: NavItem[] }> = [
  {
    title: 'Company',
    items: [
      { to: '/about', label: 'About' },
      { to: '/changelog', label: 'Changelog' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/privacy', label: 'Privacy Policy' },
    ],
  },
  {
    title: 'Get in Touch',
    items: [
      { to: '/contact', label: 'Request Custom Automation' },
      { to: '/contact', label: 'Book a Call' },
    ],
  },
];

export const TAGLINE = 'Pre-Built Automations, Pay-Per-Use Pricing';
