import { SITE_NAME, type AutomationDetail, type FaqItem, type MarketplaceAutomation } from '@basalt/contracts';
import { webImageUrl } from './page-head';

type JsonLd = Record<string, unknown>;
const context = 'https://schema.org';

export function organization(origin: string): JsonLd {
  return {
    '@context': context,
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    description: 'A marketplace of ready-made automations, paid per use with prepaid tokens.',
  };
}

export function website(origin: string): JsonLd {
  return {
    '@context': context,
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/marketplace?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function itemList(items: Array<{ name: string; url: string }>): JsonLd {
  return {
    '@context': context,
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: item.url,
    })),
  };
}

const money = (usd: number) => usd.toFixed(2);

/**
 * The Offer in USD from the token price of the bundles (D1). per_minute and hybrid automations add a
 * per-minute unit price, since their total depends on how long the run takes.
 */
function offer(automation: MarketplaceAutomation, url: string, usdPerToken: number): JsonLd {
  const perRun = automation.pricingModel === null ? 0 : (automation.tokenCostPerRun ?? 0) * usdPerToken;
  const perMinute = (automation.tokenCostPerMinute ?? 0) * usdPerToken;
  const base = { '@type': 'Offer', priceCurrency: 'USD', availability: 'https://schema.org/InStock', url };
  if (automation.pricingModel === 'per_minute' || automation.pricingModel === 'hybrid') {
    const minute = {
      '@type': 'UnitPriceSpecification',
      price: money(perMinute),
      priceCurrency: 'USD',
      unitCode: 'MIN',
      unitText: 'minute',
    };
    const specs =
      automation.pricingModel === 'hybrid'
        ? [{ '@type': 'UnitPriceSpecification', price: money(perRun), priceCurrency: 'USD', unitText: 'run' }, minute]
        : [minute];
    return {
      ...base,
      price: money(automation.pricingModel === 'hybrid' ? perRun : perMinute),
      priceSpecification: specs,
    };
  }
  return { ...base, price: money(perRun) };
}

function imageOf(automation: AutomationDetail, origin: string) {
  const image = webImageUrl(automation.imageUrl, origin);
  return image ? { image } : {};
}

export function product(automation: AutomationDetail, url: string, origin: string, usdPerToken: number): JsonLd {
  return {
    '@context': context,
    '@type': 'Product',
    name: automation.name,
    description: automation.seoContent.meta?.description || automation.description,
    sku: automation.id,
    url,
    ...imageOf(automation, origin),
    ...(automation.category ? { category: automation.category.name } : {}),
    brand: { '@type': 'Brand', name: SITE_NAME },
    ...(automation.seoContent.meta?.keywords?.length
      ? { keywords: automation.seoContent.meta.keywords.join(', ') }
      : {}),
    offers: offer(automation, url, usdPerToken),
  };
}

/**
 * The page itself, for its dateModified: when the live version was published (issue 40). Product
 * has no dateModified in schema.org, so the date goes on the WebPage that is about the Product.
 */
export function webPage(automation: AutomationDetail, url: string): JsonLd {
  return {
    '@context': context,
    '@type': 'WebPage',
    name: automation.name,
    url,
    datePublished: automation.createdAt,
    dateModified: automation.updatedAt,
  };
}

export function faqPage(items: readonly FaqItem[]): JsonLd {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function howTo(automation: AutomationDetail): JsonLd {
  const steps = [...(automation.seoContent.howToSteps ?? [])].sort((a, b) => a.order - b.order);
  return {
    '@context': context,
    '@type': 'HowTo',
    name: `How to use ${automation.name}`,
    description: automation.description,
    step: steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.title,
      text: step.description,
    })),
  };
}
