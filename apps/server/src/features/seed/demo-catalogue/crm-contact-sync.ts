import { type DemoAutomation, fields, perRun } from './demo-automation';

export const crmContactSyncAutomation: DemoAutomation = {
  slug: 'legacy-crm-contact-sync',
  name: 'Legacy CRM Contact Sync',
  description:
    'Pushes a contact into a legacy CRM. Its API is currently down, so every run fails: it shows how Basalt refunds failed runs automatically, and pauses an automation after 5 failures in a row until an admin fixes it.',
  categoryName: 'Lead Generation',
  imageUrl: null,
  isFeatured: false,
  ...perRun(3),
  workflowSlug: 'crm-contact-sync',
  customFields: fields(
    { id: 'contact_email', type: 'email', label: 'Contact e-mail', required: true, placeholder: 'lead@example.com' },
    { id: 'list_name', type: 'text', maxLength: 80, label: 'List name', placeholder: 'Spring webinar' },
  ),
  seoContent: {
    meta: {
      title: 'Legacy CRM Contact Sync (refund demo)',
      description: 'A demo automation whose CRM is down: every run fails and the tokens are refunded automatically.',
      keywords: ['crm sync', 'contact sync', 'automatic refund', 'failed run refund', 'crm integration'],
    },
    howToSteps: [
      { order: 1, title: 'Enter a contact', description: 'Any e-mail address will do.' },
      { order: 2, title: 'Run it', description: 'The legacy CRM refuses the connection.' },
      {
        order: 3,
        title: 'See the refund',
        description: 'Your tokens come back; the transaction list shows the refund.',
      },
    ],
    faqs: [
      {
        question: 'Why does it always fail?',
        answer:
          'It demonstrates a failure that is not your fault. After 5 failures in a row it is paused and shown as temporarily unavailable until an admin resumes it.',
      },
      { question: 'Do I lose tokens?', answer: 'No. Failures caused by the automation are refunded in full.' },
      { question: 'Where do I see the refund?', answer: 'In your token transactions and in the run history.' },
    ],
    benefits: [
      { title: 'Risk-free', description: 'Failed runs cost nothing.', icon: 'shield' },
      { title: 'Transparent', description: 'Every refund is its own transaction.', icon: 'chart' },
      { title: 'Automatic', description: 'No support ticket needed.', icon: 'zap' },
    ],
    useCases: [
      { title: 'Try refunds', description: 'See what happens when an automation fails.', target: 'New users' },
      { title: 'Test monitoring', description: 'Watch failures appear in the history.', target: 'Operations' },
    ],
    statistics: [
      {
        stat: '100%',
        description: 'Share of tokens refunded when a run fails through no fault of yours',
        source: 'Basalt refund policy',
      },
      { stat: '0', description: 'Support tickets needed to get a refund', source: 'Basalt refund policy' },
    ],
    relatedQueries: ['crm contact import', 'sync contacts to crm', 'refund failed automation'],
  },
};
