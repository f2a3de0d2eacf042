import { ClosingCallToAction } from '../components/closing-call-to-action';
import { HomeHero } from '../components/home-hero';
import { HowItWorks } from '../components/how-it-works';
import { PopularAutomations } from '../components/popular-automations';

export function HomeRoute() {
  return (
    <>
      <HomeHero />
      <HowItWorks />
      <PopularAutomations />
      <ClosingCallToAction />
    </>
  );
}
