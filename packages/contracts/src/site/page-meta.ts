/**
 * Title and description of each fixed public page. The server writes them into the first HTML (for
 * search engines and link previews) and the web app sets the same title on client navigation.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** Kept out of search results (legal pages, accounts, admin). */
  noindex?: boolean;
}

export const SITE_NAME = 'Basalt';
export const SITE_TAGLINE = 'Pre-Built Automations, Pay-Per-Use Pricing';

export const pageMeta = {
  home: {
    title: `${SITE_NAME} — ${SITE_TAGLINE}`,
    description:
      'Browse ready-made automations for lead generation, email marketing, data processing and more. See the price before every run and pay only for what you use — no monthly subscription.',
  },
  marketplace: {
    title: `Automation Marketplace — ${SITE_NAME}`,
    description:
      'Search and filter pre-built automations by category: lead generation, email marketing, data processing, social media, support, analytics, content and sales. Pay per run with tokens.',
  },
  about: {
    title: `About Us — ${SITE_NAME}`,
    description:
      'Why we built Basalt: ready-made automations anyone can run in minutes, priced per use, with the cost shown before every run.',
  },
  useCases: {
    title: `Use Cases by Industry — ${SITE_NAME}`,
    description:
      'How marketing, sales, support, e-commerce, content, HR, finance and real estate teams use pay-per-use automations, with examples from the marketplace.',
  },
  faq: {
    title: `Frequently Asked Questions — ${SITE_NAME}`,
    description: 'Answers about tokens, prices, expiry, refunds, running automations, accounts and security on Basalt.',
  },
  changelog: {
    title: `Changelog — ${SITE_NAME}`,
    description: 'What is new in Basalt: features added, changes and fixes, release by release.',
  },
  contact: {
    title: `Contact Us — ${SITE_NAME}`,
    description: 'Request a custom automation or book a call with the Basalt team.',
  },
  requestCustom: {
    title: `Request a Custom Automation — ${SITE_NAME}`,
    description:
      'Tell us what you want automated, your budget and timeline. We reply to custom automation requests within 24-48 hours.',
  },
  bookCall: {
    title: `Book a Call — ${SITE_NAME}`,
    description: 'Book a call with the Basalt team to talk about automations for your business.',
  },
  terms: {
    title: `Terms of Service — ${SITE_NAME}`,
    description: 'The terms that apply when you use Basalt.',
    noindex: true,
  },
  privacy: {
    title: `Privacy Policy — ${SITE_NAME}`,
    description: 'What data Basalt collects, why, how long it is kept and the rights you have.',
    noindex: true,
  },
} satisfies Record<string, PageMeta>;

export type PageMetaKey = keyof typeof pageMeta;

/** The title of an automation's page: its own SEO title when it has one. */
export function automationPageTitle(automation: { name: string; seoContent: { meta?: { title: string } } }): string {
  return automation.seoContent.meta?.title || `${automation.name} — ${SITE_NAME}`;
}
