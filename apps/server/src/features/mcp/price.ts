import { runQuoteTokens, type MarketplaceAutomation } from '@basalt/contracts';

/** How an automation is priced, in words an agent can reason about, and the tokens a run starts with. */
export function priceOf(automation: MarketplaceAutomation) {
  const quote = runQuoteTokens(automation);
  const perMinute = automation.tokenCostPerMinute ?? 0;
  const perRun = automation.tokenCostPerRun ?? 0;
  const terms = {
    per_run: `${perRun} tokens per run`,
    per_minute: `${perMinute} tokens per started minute, up to ${automation.maxDurationMinutes} minutes; ${quote} tokens are held at the start and what is unused comes back`,
    hybrid: `${perRun} tokens per run plus ${perMinute} per started minute; ${quote} tokens are held at the start and what is unused comes back`,
  };
  return { quote_tokens: quote, price: automation.pricingModel ? terms[automation.pricingModel] : 'free' };
}
