import { pageMeta, SITE_NAME, type PageMeta, type PageMetaKey } from '@basalt/contracts';

/** Public pages and the meta key of each; the sitemap lists the indexable ones. */
export const publicPages: Record<string, PageMetaKey> = {
  '/': 'home',
  '/marketplace': 'marketplace',
  '/about': 'about',
  '/use-cases': 'useCases',
  '/faq': 'faq',
  '/changelog': 'changelog',
  '/contact': 'contact',
  '/request-custom': 'requestCustom',
  '/book-call': 'bookCall',
  '/terms': 'terms',
  '/privacy': 'privacy',
};

/** Account and admin screens: never indexed (robots.txt also keeps crawlers out of them). */
const privatePages: Array<[prefix: string, title: string]> = [
  ['/login', 'Sign In'],
  ['/signup', 'Sign Up'],
  ['/forgot-password', 'Reset Password'],
  ['/reset-password', 'Set a New Password'],
  ['/verification-pending', 'Verify Your Email'],
  ['/dashboard', 'Dashboard'],
  ['/my-automations', 'My Automations'],
  ['/automation-history', 'My Automation Runs'],
  ['/profile', 'Account Settings'],
  ['/admin', 'Admin'],
  ['/checkout', 'Checkout'],
];

/** Prefixes robots.txt disallows: the signed-in and admin areas. */
export const disallowedPrefixes = [
  '/admin',
  '/dashboard',
  '/my-automations',
  '/automation-history',
  '/profile',
  '/api/',
];

export function privatePageMeta(path: string): PageMeta | undefined {
  const match = privatePages.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  if (!match) return undefined;
  return { title: `${match[1]} — ${SITE_NAME}`, description: pageMeta.home.description, noindex: true };
}
