import { pageMeta } from '@basalt/contracts';
import { usePageTitle } from '@/lib/use-page-title';
import { ClosingCallToAction } from '../components/closing-call-to-action';
import { FeatureCards } from '../components/feature-cards';
import { HomeHero } from '../components/home-hero';
import { HomeStats } from '../components/home-stats';
import { HowItWorks } from '../components/how-it-works';
import { PopularAutomations } from '../components/popular-automations';
import { Testimonials } from '../components/testimonials';
import { WhyAi } from '../components/why-ai';

export function HomeRoute() {
  usePageTitle(pageMeta.home.title);
  return (
    <>
      <HomeHero />
      <HomeStats />
      <FeatureCards />
      <HowItWorks />
      <PopularAutomations />
      <Testimonials />
      <WhyAi />
      <ClosingCallToAction />
    </>
  );
}
