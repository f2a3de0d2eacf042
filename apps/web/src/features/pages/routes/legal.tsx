import { pageMeta } from '@basalt/contracts';
import { usePageTitle } from '@/lib/use-page-title';
import { LegalPage } from '../components/legal-page';
import { privacySections, termsSections } from '../content/legal';

// Both pages are noindex: the server writes the robots tag into their HTML (see features/seo).
export function TermsRoute() {
  usePageTitle(pageMeta.terms.title);
  return <LegalPage title="Terms of Service" sections={termsSections} />;
}

export function PrivacyRoute() {
  usePageTitle(pageMeta.privacy.title);
  return <LegalPage title="Privacy Policy" sections={privacySections} />;
}
