import { type DemoAutomation, fields } from './demo-automation';

export const marketResearchBriefing: DemoAutomation = {
  slug: 'market-research-briefing',
  name: 'Market Research Briefing',
  description:
    'Get a structured briefing on any topic, written section by section (overview, trends, opportunities, risks, recommendations) with live progress while it works.',
  categoryName: 'Analytics',
  imageUrl: null,
  isFeatured: false,
  pricingModel: 'per_minute',
  tokenCostPerRun: null,
  tokenCostPerMinute: 2,
  maxDurationMinutes: 5,
  workflowSlug: 'slow-report',
  customFields: fields(
    {
      id: 'topic',
      type: 'text',
      minLength: 3,
      maxLength: 120,
      label: 'Topic',
      required: true,
      placeholder: 'Customer onboarding automation',
      helpText: 'A market, product area or question.',
    },
    {
      id: 'sections',
      type: 'number',
      min: 1,
      max: 5,
      label: 'Number of sections',
      placeholder: '3',
      helpText: 'From 1 to 5.',
      defaultValue: 3,
    },
  ),
  seoContent: {
    meta: {
      title: 'Market Research Briefing Generator',
      description:
        'Generate a structured market briefing with overview, trends, opportunities, risks and recommendations, and follow its progress live.',
      keywords: [
        'market research report',
        'briefing generator',
        'industry overview',
        'swot style report',
        'research summary',
      ],
    },
    howToSteps: [
      { order: 1, title: 'Name the topic', description: 'A market, product area or business question.' },
      { order: 2, title: 'Choose the depth', description: 'From a one-section overview to a five-section briefing.' },
      {
        order: 3,
        title: 'Watch it being written',
        description: 'Progress updates appear as each section is finished.',
      },
    ],
    faqs: [
      {
        question: 'Why is it priced per minute?',
        answer:
          'Longer briefings take longer to write. The quote reserves the maximum; you pay only for the minutes started and the rest is released.',
      },
      {
        question: 'Can I leave the page while it runs?',
        answer: 'Yes. The run continues and the result appears in your run history.',
      },
      {
        question: 'Which sections are included?',
        answer:
          'Overview, key trends, opportunities, risks and recommendations, in that order, up to the number you choose.',
      },
    ],
    benefits: [
      { title: 'A structure to build on', description: 'Start your research from a clear outline.', icon: 'check' },
      { title: 'Live progress', description: 'See each section as it is completed.', icon: 'zap' },
      {
        title: 'Pay for what runs',
        description: 'Unused reserved minutes are released automatically.',
        icon: 'dollar',
      },
    ],
    useCases: [
      { title: 'Kick-off decks', description: 'Outline a market before a strategy workshop.', target: 'Consultants' },
      {
        title: 'New market scan',
        description: 'Frame the questions before deeper research.',
        target: 'Product managers',
      },
    ],
    statistics: [
      {
        stat: '1.8 hours',
        description: 'Time knowledge workers spend each day searching for and gathering information',
        source: 'McKinsey Global Institute (2012)',
      },
      {
        stat: '19%',
        description: 'Share of the working week that time represents',
        source: 'McKinsey Global Institute (2012)',
      },
    ],
    relatedQueries: [
      'market research template',
      'industry briefing',
      'write a market overview',
      'trends and opportunities report',
    ],
  },
};
