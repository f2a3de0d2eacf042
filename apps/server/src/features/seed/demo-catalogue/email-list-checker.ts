import { type DemoAutomation, fields, perRun } from './demo-automation';

export const emailListChecker: DemoAutomation = {
  slug: 'email-list-checker',
  name: 'Email List Checker',
  description:
    'Clean a mailing list before you send: finds invalid syntax, duplicates, role addresses like info@, throwaway domains and typos such as gmial.com, and hands back a clean list.',
  categoryName: 'Email Marketing',
  imageUrl: null,
  isFeatured: false,
  ...perRun(10),
  workflowSlug: 'email-list-checker',
  customFields: fields({
    id: 'emails',
    type: 'textarea',
    label: 'E-mail addresses',
    required: true,
    placeholder: 'ada@example.com\ngrace@example.org, info@example.net',
    helpText: 'One per line or separated by commas.',
  }),
  seoContent: {
    meta: {
      title: 'Email List Checker: Remove Bad Addresses',
      description:
        'Check a mailing list for invalid, duplicate, role and disposable addresses and domain typos like gmial.com. Get a clean list in seconds.',
      keywords: [
        'email list checker',
        'email list cleaning',
        'email validation',
        'remove duplicate emails',
        'disposable email',
        'bounce rate',
      ],
    },
    howToSteps: [
      { order: 1, title: 'Paste your list', description: 'Paste addresses one per line or separated by commas.' },
      {
        order: 2,
        title: 'Run the check',
        description: 'Every address is checked for syntax, duplicates, role accounts, throwaway domains and typos.',
      },
      {
        order: 3,
        title: 'Copy the clean list',
        description: 'Use the clean list in your e-mail tool and fix the suggested typos.',
      },
    ],
    faqs: [
      {
        question: 'Does it send e-mails to the addresses?',
        answer: 'No. The check reads the addresses only; nothing is sent and no mail server is contacted.',
      },
      {
        question: 'What is a role address?',
        answer:
          'An address for a function rather than a person, such as info@, sales@ or admin@. They often reach several people and hurt engagement.',
      },
      {
        question: 'Which typos are found?',
        answer:
          'Common misspellings of the big providers, such as gmial.com, hotmial.com or yahooo.com, with the corrected address suggested.',
      },
    ],
    benefits: [
      {
        title: 'Lower bounce rates',
        description: 'Remove addresses that would bounce before they hurt your sender reputation.',
        icon: 'shield',
      },
      {
        title: 'Save sending costs',
        description: 'Stop paying to send to duplicates and throwaway inboxes.',
        icon: 'dollar',
      },
      { title: 'Instant results', description: 'Thousands of addresses checked in one run.', icon: 'zap' },
    ],
    useCases: [
      {
        title: 'Before a campaign',
        description: 'Clean an imported list before the first send.',
        target: 'E-mail marketers',
      },
      {
        title: 'Sign-up hygiene',
        description: 'Review sign-ups from a landing page for fake addresses.',
        target: 'Growth teams',
      },
    ],
    statistics: [
      { stat: '22.5%', description: 'Typical yearly decay of an e-mail marketing list', source: 'HubSpot' },
      { stat: '$36', description: 'Average return for every dollar spent on e-mail marketing', source: 'Litmus' },
    ],
    relatedQueries: [
      'clean email list',
      'validate email addresses in bulk',
      'find duplicate emails',
      'disposable email detection',
    ],
  },
};
