import type { AutomationDetail } from '@basalt/contracts';
import { ApiSection } from './api-section';
import { BenefitsSection } from './benefits-section';
import { FaqSection } from './faq-section';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';
import { SampleOutputSection } from './sample-output-section';
import { StatisticsSection } from './statistics-section';
import { UseCasesSection } from './use-cases-section';
import { WhatsNewSection } from './whats-new-section';

/** The informational sections below the hero, from the automation's SEO content and the bundles. */
export function AutomationSections({ automation }: { automation: AutomationDetail }) {
  const seo = automation.seoContent;
  return (
    <div className="mt-12">
      <SampleOutputSection automation={automation} />
      <HowItWorksSection steps={seo.howToSteps ?? []} />
      <BenefitsSection benefits={seo.benefits ?? []} />
      <UseCasesSection useCases={seo.useCases ?? []} />
      <FaqSection faqs={seo.faqs ?? []} />
      <StatisticsSection statistics={seo.statistics ?? []} />
      <WhatsNewSection changelog={automation.changelog} />
      <PricingSection automation={automation} />
      <ApiSection automation={automation} />
    </div>
  );
}
