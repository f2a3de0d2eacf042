import { type DemoAutomation, fields, perRun } from './demo-automation';

export const supportTicketTriage: DemoAutomation = {
  slug: 'support-ticket-triage',
  name: 'Support Ticket Triage',
  description:
    'Paste a customer message and get its sentiment, urgency and category (billing, technical, account) plus a ready-to-edit first reply, so urgent tickets never wait in the queue.',
  categoryName: 'Customer Support',
  imageUrl: null,
  isFeatured: false,
  ...perRun(8),
  workflowSlug: 'support-ticket-triage',
  customFields: fields(
    {
      id: 'ticket_text',
      type: 'textarea',
      minLength: 10,
      maxLength: 20000,
      label: 'Ticket text',
      required: true,
      placeholder: 'I was charged twice for my subscription this month. Please refund one payment.',
    },
    {
      id: 'customer_email',
      type: 'email',
      label: 'Customer e-mail',
      required: true,
      placeholder: 'jane.doe@example.com',
      helpText: 'Used to greet the customer by name.',
    },
  ),
  seoContent: {
    meta: {
      title: 'Support Ticket Triage: Urgency, Category, Reply',
      description:
        'Triage support tickets automatically: detect sentiment, urgency and category and get a suggested first reply for every customer message.',
      keywords: [
        'ticket triage',
        'support ticket classification',
        'customer sentiment',
        'helpdesk automation',
        'support reply template',
      ],
    },
    howToSteps: [
      { order: 1, title: 'Paste the ticket', description: 'Copy the customer’s message and e-mail address.' },
      {
        order: 2,
        title: 'Run triage',
        description: 'Sentiment, urgency and category are detected from the wording.',
      },
      {
        order: 3,
        title: 'Send the first reply',
        description: 'Edit the suggested reply and send it from your helpdesk.',
      },
    ],
    faqs: [
      {
        question: 'How is urgency decided?',
        answer:
          'Words such as outage, locked out, charged twice or ASAP make a ticket high urgency; errors, refunds and negative wording make it medium.',
      },
      { question: 'Which categories are there?', answer: 'Billing, technical and account, or other when none fits.' },
      { question: 'Does it handle “not happy”?', answer: 'Yes. A negation just before a word flips its sentiment.' },
    ],
    benefits: [
      { title: 'Urgent first', description: 'Spot outages and double charges immediately.', icon: 'zap' },
      { title: 'Consistent routing', description: 'The same rules sort every ticket the same way.', icon: 'check' },
      { title: 'Faster first response', description: 'Start from a reply instead of a blank page.', icon: 'clock' },
    ],
    useCases: [
      {
        title: 'Shared inbox',
        description: 'Sort a busy support inbox by urgency each morning.',
        target: 'Small support teams',
      },
      {
        title: 'After-hours cover',
        description: 'Flag urgent tickets that arrive overnight.',
        target: 'Support leads',
      },
    ],
    statistics: [
      {
        stat: '90%',
        description: 'Customers who rate an “immediate” response as important or very important for a service question',
        source: 'HubSpot Research (2018)',
      },
      {
        stat: '60%',
        description: 'Customers who define “immediate” as 10 minutes or less',
        source: 'HubSpot Research (2018)',
      },
    ],
    relatedQueries: [
      'classify support tickets',
      'customer complaint sentiment',
      'support ticket priority',
      'first response template',
    ],
  },
};
