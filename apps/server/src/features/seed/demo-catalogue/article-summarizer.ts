import { type DemoAutomation, fields, perRun } from './demo-automation';

export const articleSummarizer: DemoAutomation = {
  slug: 'article-summarizer',
  name: 'Article Summarizer',
  description:
    'Paste any article, report or transcript and get the sentences that matter most, key points, keywords and an honest reading time. Nothing is rewritten: every line comes from your text.',
  categoryName: 'Content Creation',
  imageUrl: null,
  isFeatured: false,
  ...perRun(5),
  workflowSlug: 'text-summary',
  customFields: fields(
    {
      id: 'text',
      type: 'textarea',
      minLength: 20,
      maxLength: 100000,
      label: 'Text to summarise',
      required: true,
      placeholder:
        'Remote work has changed how companies hire. Good onboarding needs clear documentation. The best remote teams treat documentation as a product.',
      helpText: 'Paste at least a paragraph; up to 100,000 characters.',
    },
    {
      id: 'sentences',
      type: 'number',
      min: 1,
      max: 10,
      label: 'Sentences in the summary',
      placeholder: '3',
      helpText: 'Between 1 and 10.',
      defaultValue: 3,
    },
  ),
  seoContent: {
    meta: {
      title: 'Article Summarizer: Key Sentences in Seconds',
      description:
        'Summarise articles, reports and transcripts into their most important sentences, with key points, keywords and reading time. Pay per use.',
      keywords: [
        'article summarizer',
        'text summary',
        'summarize text',
        'extractive summary',
        'key points',
        'reading time',
      ],
    },
    howToSteps: [
      {
        order: 1,
        title: 'Paste your text',
        description: 'Copy the article, report or meeting transcript into the text box.',
      },
      {
        order: 2,
        title: 'Choose the length',
        description: 'Pick how many sentences the summary should have, from 1 to 10.',
      },
      {
        order: 3,
        title: 'Run and read',
        description: 'Get the summary, key points, top keywords and reading time in seconds.',
      },
    ],
    faqs: [
      {
        question: 'Does the summarizer rewrite my text?',
        answer:
          'No. It is extractive: it scores every sentence by how often its important words appear in the whole text and returns the best ones unchanged.',
      },
      { question: 'How long can the text be?', answer: 'Up to 100,000 characters per run, roughly 15,000 words.' },
      {
        question: 'How is the reading time calculated?',
        answer: 'From the word count at 238 words per minute, the average adult reading speed for non-fiction.',
      },
      {
        question: 'Is my text stored?',
        answer:
          'The text is kept with your run history so you can see the result again; you can delete a run at any time.',
      },
    ],
    benefits: [
      {
        title: 'Read less, know more',
        description: 'Get the gist of a long document in a few sentences.',
        icon: 'clock',
      },
      {
        title: 'Faithful to the source',
        description: 'Every sentence comes from your text, so nothing is invented.',
        icon: 'check',
      },
      {
        title: 'Keywords included',
        description: 'See the words the text is really about at a glance.',
        icon: 'chart',
      },
    ],
    useCases: [
      {
        title: 'Research digests',
        description: 'Summarise industry articles for a weekly team digest.',
        target: 'Marketing teams',
      },
      {
        title: 'Meeting transcripts',
        description: 'Pull the key statements out of a long call transcript.',
        target: 'Managers',
      },
      { title: 'Study notes', description: 'Condense long readings into revision notes.', target: 'Students' },
    ],
    statistics: [
      {
        stat: '238 words/min',
        description: 'Average silent reading speed of adults for non-fiction',
        source: 'Brysbaert, Journal of Memory and Language (2019)',
      },
      {
        stat: '1.8 hours',
        description: 'Time knowledge workers spend each day searching for and gathering information',
        source: 'McKinsey Global Institute (2012)',
      },
    ],
    relatedQueries: [
      'summarize an article',
      'text summarizer online',
      'extract key points from text',
      'tl;dr generator',
    ],
  },
};
