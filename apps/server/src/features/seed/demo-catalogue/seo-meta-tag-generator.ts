import { type DemoAutomation, fields, perRun } from './demo-automation';

export const seoMetaTagGenerator: DemoAutomation = {
  slug: 'seo-meta-tag-generator',
  name: 'SEO Meta Tag Generator',
  description:
    'Write a meta title under 60 characters and a description under 160 from your page, with a clean URL slug, keyword density and a checklist of on-page SEO basics.',
  categoryName: 'Content Creation',
  imageUrl: null,
  isFeatured: false,
  ...perRun(12),
  workflowSlug: 'seo-meta-generator',
  customFields: fields(
    {
      id: 'page_title',
      type: 'text',
      maxLength: 200,
      label: 'Page title',
      required: true,
      placeholder: 'How to Clean Messy Spreadsheet Data',
    },
    {
      id: 'page_content',
      type: 'textarea',
      minLength: 20,
      label: 'Page content',
      required: true,
      placeholder: 'A CSV cleaner removes duplicate rows and fixes header names before you import your data.',
      helpText: 'Paste the main text of the page.',
    },
    {
      id: 'target_keyword',
      type: 'text',
      maxLength: 80,
      label: 'Target keyword',
      required: true,
      placeholder: 'CSV cleaner',
    },
  ),
  seoContent: {
    meta: {
      title: 'SEO Meta Tag Generator: Title, Description, Slug',
      description:
        'Generate SEO meta titles and descriptions within Google’s limits, a URL slug and keyword density checks from your page content.',
      keywords: [
        'meta tag generator',
        'meta description generator',
        'seo title',
        'keyword density',
        'url slug',
        'on-page seo',
      ],
    },
    howToSteps: [
      { order: 1, title: 'Add title and content', description: 'Paste the page title and its main text.' },
      { order: 2, title: 'Name your keyword', description: 'The phrase you want the page to rank for.' },
      { order: 3, title: 'Copy the tags', description: 'Paste the meta title, description and slug into your CMS.' },
      { order: 4, title: 'Fix the checks', description: 'Work through any failed checks, then run again.' },
    ],
    faqs: [
      {
        question: 'Why 60 and 160 characters?',
        answer:
          'Search results cut longer titles and descriptions, so the generator keeps within those lengths and cuts at a word boundary.',
      },
      {
        question: 'What keyword density is good?',
        answer: 'Between 0.5% and 2.5%. Lower may not signal relevance; higher can read as keyword stuffing.',
      },
      {
        question: 'How is the slug built?',
        answer:
          'From the title when it contains the keyword, otherwise from the keyword: lowercase, accents removed, words joined by hyphens.',
      },
    ],
    benefits: [
      {
        title: 'Within the limits',
        description: 'Titles and descriptions that are not cut off in results.',
        icon: 'check',
      },
      { title: 'More clicks', description: 'A description that leads with your keyword.', icon: 'chart' },
      { title: 'Done in seconds', description: 'Tag a whole blog backlog in an afternoon.', icon: 'zap' },
    ],
    useCases: [
      { title: 'Blog posts', description: 'Tag every new article before publishing.', target: 'Content writers' },
      {
        title: 'Product pages',
        description: 'Write meta tags for a batch of product pages.',
        target: 'E-commerce teams',
      },
    ],
    statistics: [
      {
        stat: '27.6%',
        description: 'Share of all clicks that go to the first organic Google result',
        source: 'Backlinko (2023)',
      },
      {
        stat: '0.63%',
        description: 'Google searchers who click a result on the second page',
        source: 'Backlinko (2023)',
      },
    ],
    relatedQueries: ['write a meta description', 'seo title length', 'check keyword density', 'create url slug'],
  },
};
