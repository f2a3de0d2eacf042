import { type DemoAutomation, fields, perRun } from './demo-automation';

export const salesFollowUpWriter: DemoAutomation = {
  slug: 'sales-follow-up-writer',
  name: 'Sales Follow-Up Email Writer',
  description:
    'Draft the follow-up e-mail after a sales call: a subject and body that recap the prospect’s needs from your notes and propose the agreed next step, in a friendly, formal or direct tone.',
  categoryName: 'Sales',
  imageUrl: null,
  isFeatured: false,
  ...perRun(15),
  workflowSlug: 'sales-follow-up-writer',
  customFields: fields(
    {
      id: 'prospect_name',
      type: 'text',
      maxLength: 120,
      label: 'Prospect name',
      required: true,
      placeholder: 'Priya Shah',
    },
    { id: 'company', type: 'text', maxLength: 120, label: 'Company', required: true, placeholder: 'Northwind' },
    {
      id: 'last_contact_date',
      type: 'date',
      label: 'Date of last contact',
      required: true,
      helpText: 'Cannot be in the future.',
    },
    {
      id: 'meeting_notes',
      type: 'textarea',
      minLength: 10,
      maxLength: 20000,
      label: 'Call notes',
      required: true,
      placeholder: 'Main challenge is manual reporting.\nNext step: send a proposal with pricing.',
    },
    { id: 'tone', type: 'radio', label: 'Tone', options: ['Friendly', 'Formal', 'Direct'], defaultValue: 'Friendly' },
  ),
  seoContent: {
    meta: {
      title: 'Sales Follow-Up Email Writer from Call Notes',
      description:
        'Write a sales follow-up e-mail from your call notes: a recap of needs, the agreed next step and a subject line, in the tone you choose.',
      keywords: [
        'sales follow-up email',
        'follow up after meeting',
        'sales email template',
        'prospect follow-up',
        'call recap email',
      ],
    },
    howToSteps: [
      { order: 1, title: 'Add the prospect', description: 'Name, company and when you last spoke.' },
      { order: 2, title: 'Paste your notes', description: 'Needs, objections and the next step you agreed.' },
      { order: 3, title: 'Pick a tone and send', description: 'Review the draft, add your name and send it.' },
    ],
    faqs: [
      {
        question: 'How does it pick what to recap?',
        answer:
          'Sentences about needs, goals, budget or challenges are recapped; sentences about demos, proposals or pricing become the next step.',
      },
      {
        question: 'Does the wording change with time?',
        answer: 'Yes. A follow-up weeks after the call opens differently from one sent the same week.',
      },
      {
        question: 'Is the e-mail sent for me?',
        answer: 'No, you get a draft to review and send from your own mailbox.',
      },
    ],
    benefits: [
      { title: 'Follow up while it’s warm', description: 'Send the recap minutes after the call.', icon: 'clock' },
      {
        title: 'On-message every time',
        description: 'Each e-mail recaps needs and proposes one clear step.',
        icon: 'check',
      },
      { title: 'More deals moving', description: 'Fewer prospects go quiet after the first call.', icon: 'dollar' },
    ],
    useCases: [
      {
        title: 'Discovery calls',
        description: 'Recap the prospect’s challenges and propose a demo.',
        target: 'Account executives',
      },
      {
        title: 'Re-engaging',
        description: 'Pick up a conversation that went quiet weeks ago.',
        target: 'Founders doing sales',
      },
    ],
    statistics: [
      {
        stat: '28%',
        description: 'Share of their week sales reps actually spend selling',
        source: 'Salesforce, State of Sales (2022)',
      },
      {
        stat: '7x',
        description: 'More likely to qualify a lead when contacting it within an hour',
        source: 'Harvard Business Review (2011)',
      },
    ],
    relatedQueries: [
      'follow up email after sales call',
      'how to follow up with a prospect',
      'sales recap email',
      'next steps email',
    ],
  },
};
