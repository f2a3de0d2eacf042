import { type DemoAutomation, fields, perRun } from './demo-automation';

export const subjectLineTester: DemoAutomation = {
  slug: 'subject-line-tester',
  name: 'Email Subject Line Tester',
  description:
    'Test a subject line before you hit send: a score out of 100, length check, spam-trigger words, words in capitals, and a preview of how it is cut off on a phone.',
  categoryName: 'Email Marketing',
  imageUrl: null,
  isFeatured: false,
  ...perRun(5),
  workflowSlug: 'subject-line-tester',
  customFields: fields(
    {
      id: 'subject',
      type: 'text',
      maxLength: 250,
      label: 'Subject line',
      required: true,
      placeholder: '{{first_name}}, 3 quick wins for your spring sale',
    },
    {
      id: 'audience',
      type: 'select',
      label: 'Audience',
      required: true,
      options: ['B2B', 'B2C', 'Newsletter', 'E-commerce'],
      defaultValue: 'B2C',
    },
  ),
  seoContent: {
    meta: {
      title: 'Email Subject Line Tester: Score and Spam Check',
      description:
        'Score your e-mail subject line out of 100, spot spam-trigger words and see how it looks on mobile before you send your campaign.',
      keywords: [
        'subject line tester',
        'email subject line',
        'spam words',
        'open rate',
        'email preview',
        'subject line score',
      ],
    },
    howToSteps: [
      { order: 1, title: 'Type the subject', description: 'Enter the subject line you plan to send.' },
      { order: 2, title: 'Pick the audience', description: 'B2B, B2C, newsletter or e-commerce readers.' },
      { order: 3, title: 'Apply the suggestions', description: 'Fix flagged words and length, then test again.' },
    ],
    faqs: [
      {
        question: 'What makes a good score?',
        answer:
          'Above 80 means the subject has a good length, no spam triggers and no shouting. Personalisation and numbers add points.',
      },
      {
        question: 'Why does the mobile preview cut my subject?',
        answer: 'Most phone inboxes show about 35 characters, so the preview shows where your subject is cut off.',
      },
      {
        question: 'Which words trigger spam filters?',
        answer: 'Words such as free, guarantee, act now or cash. The tester lists the ones it finds.',
      },
    ],
    benefits: [
      {
        title: 'Higher open rates',
        description: 'Send subjects that are easy to read on every screen.',
        icon: 'chart',
      },
      { title: 'Avoid the spam folder', description: 'Catch trigger words before filters do.', icon: 'shield' },
      { title: 'Instant feedback', description: 'Test as many variants as you like, in seconds.', icon: 'zap' },
    ],
    useCases: [
      {
        title: 'Campaign review',
        description: 'Check subjects before a newsletter goes out.',
        target: 'E-mail marketers',
      },
      { title: 'A/B test prep', description: 'Shortlist the best two variants to test.', target: 'Growth teams' },
    ],
    statistics: [
      {
        stat: '60 characters',
        description: 'Recommended maximum length of a subject line (and no more than 9 words)',
        source: 'Mailchimp',
      },
      { stat: '$36', description: 'Average return for every dollar spent on e-mail marketing', source: 'Litmus' },
    ],
    relatedQueries: [
      'email subject line checker',
      'spam trigger words list',
      'best subject line length',
      'subject line ideas',
    ],
  },
};
