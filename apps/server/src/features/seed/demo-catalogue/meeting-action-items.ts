import { type DemoAutomation, fields, perRun } from './demo-automation';

export const meetingActionItems: DemoAutomation = {
  slug: 'meeting-action-items',
  name: 'Meeting Action Item Extractor',
  description:
    'Turn messy meeting notes into a checklist: every action item with its owner (from names and @mentions) and due date, with “Friday” or “next week” resolved to real dates.',
  categoryName: 'Sales',
  imageUrl: null,
  isFeatured: false,
  ...perRun(8),
  workflowSlug: 'meeting-action-items',
  customFields: fields(
    {
      id: 'notes',
      type: 'textarea',
      minLength: 10,
      label: 'Meeting notes',
      required: true,
      placeholder: '- Maria will send the proposal by Friday\n- @tom to update the pricing sheet tomorrow',
    },
    {
      id: 'meeting_date',
      type: 'date',
      label: 'Meeting date',
      helpText: 'Relative dates like “Friday” are counted from this day; today if empty.',
    },
  ),
  seoContent: {
    meta: {
      title: 'Meeting Action Item Extractor: Owners and Dates',
      description:
        'Extract action items from meeting notes with owners and due dates. “By Friday” and “next week” become real dates in a shareable checklist.',
      keywords: [
        'meeting action items',
        'meeting notes',
        'action item extractor',
        'meeting minutes',
        'task owners',
        'follow-up tasks',
      ],
    },
    howToSteps: [
      { order: 1, title: 'Paste your notes', description: 'Bullets, sentences or a mix all work.' },
      {
        order: 2,
        title: 'Set the meeting date',
        description: 'So that “tomorrow” and “next Friday” resolve correctly.',
      },
      {
        order: 3,
        title: 'Share the checklist',
        description: 'Copy the checklist into your team chat or project tool.',
      },
    ],
    faqs: [
      {
        question: 'How are action items recognised?',
        answer: 'Lines with commitments such as “will”, “needs to”, “action:”, “to do” or an @mention.',
      },
      {
        question: 'How are owners found?',
        answer: 'From @mentions, “owner: name”, or a name at the start of the line such as “Maria will…”.',
      },
      {
        question: 'Which dates are understood?',
        answer:
          'ISO dates, weekdays, tomorrow, today, next week, end of week or month, “in 3 days” and dates like 20 March.',
      },
    ],
    benefits: [
      { title: 'Nothing falls through', description: 'Every commitment ends up on the list.', icon: 'check' },
      { title: 'Clear ownership', description: 'See who does what and spot items without an owner.', icon: 'shield' },
      { title: 'Minutes in seconds', description: 'No more writing up the follow-up e-mail by hand.', icon: 'clock' },
    ],
    useCases: [
      { title: 'Deal reviews', description: 'Capture next steps from a pipeline review.', target: 'Sales managers' },
      {
        title: 'Client calls',
        description: 'Send the client a list of agreed actions right after the call.',
        target: 'Account managers',
      },
    ],
    statistics: [
      {
        stat: '71%',
        description: 'Senior managers who say meetings are unproductive and inefficient',
        source: 'Harvard Business Review, Stop the Meeting Madness (2017)',
      },
      {
        stat: '65%',
        description: 'Senior managers who say meetings keep them from completing their own work',
        source: 'Harvard Business Review, Stop the Meeting Madness (2017)',
      },
    ],
    relatedQueries: [
      'extract tasks from meeting notes',
      'meeting minutes template',
      'action items list',
      'who does what after a meeting',
    ],
  },
};
