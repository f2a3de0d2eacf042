import { type DemoAutomation, fields, perRun } from './demo-automation';

export const leadScoringAssistant: DemoAutomation = {
  slug: 'lead-scoring-assistant',
  name: 'Lead Scoring Assistant',
  description:
    'Score a new lead from 0 to 100 on company size, budget, seniority, e-mail domain, timeline and industry. Get a grade from A to D, the reasons behind it and the next step to take.',
  categoryName: 'Lead Generation',
  imageUrl: null,
  isFeatured: true,
  ...perRun(20),
  workflowSlug: 'lead-scorer',
  customFields: fields(
    {
      id: 'company_size',
      type: 'select',
      label: 'Company size (employees)',
      required: true,
      options: ['1-10', '11-50', '51-200', '201-1000', '1000+'],
    },
    {
      id: 'budget',
      type: 'number',
      min: 0,
      max: 100000000,
      label: 'Budget (USD)',
      required: true,
      placeholder: '25000',
      helpText: 'The budget the lead mentioned.',
    },
    {
      id: 'job_title',
      type: 'text',
      maxLength: 120,
      label: 'Job title',
      required: true,
      placeholder: 'VP of Marketing',
    },
    {
      id: 'email',
      type: 'email',
      label: 'Lead’s e-mail',
      required: true,
      placeholder: 'kim@acme.io',
      helpText: 'Business domains score higher than personal or throwaway ones.',
    },
    {
      id: 'timeline',
      type: 'select',
      label: 'Buying timeline',
      required: true,
      options: ['Immediately', 'Within 1 month', '1-3 months', '3-6 months', 'Just researching'],
    },
    { id: 'industry', type: 'text', maxLength: 120, label: 'Industry', required: true, placeholder: 'SaaS' },
  ),
  seoContent: {
    meta: {
      title: 'Lead Scoring Assistant: Grade Leads A to D',
      description:
        'Score sales leads from 0 to 100 using size, budget, seniority, e-mail domain, timeline and industry. See the reasons and the next step.',
      keywords: [
        'lead scoring',
        'lead qualification',
        'sales lead grading',
        'bant scoring',
        'lead prioritization',
        'b2b leads',
      ],
    },
    howToSteps: [
      {
        order: 1,
        title: 'Enter the lead’s details',
        description: 'Fill in company size, budget, job title, e-mail, timeline and industry.',
      },
      { order: 2, title: 'Run the score', description: 'Six transparent rules add up to a score out of 100.' },
      { order: 3, title: 'Act on the grade', description: 'Follow the suggested next step for grade A, B, C or D.' },
    ],
    faqs: [
      {
        question: 'How is the score calculated?',
        answer:
          'Budget gives up to 25 points, company size, seniority and timeline up to 20 each, the e-mail domain up to 10 and industry up to 5. Every point is listed in the reasons.',
      },
      { question: 'What do the grades mean?', answer: 'A is 80 or more, B 60 to 79, C 40 to 59 and D below 40.' },
      {
        question: 'Does it look the lead up online?',
        answer: 'No. The score uses only the details you enter, so it works for any lead and shares nothing.',
      },
    ],
    benefits: [
      {
        title: 'Focus on the best leads',
        description: 'Call the A leads first and nurture the rest.',
        icon: 'chart',
      },
      {
        title: 'Transparent reasons',
        description: 'Every point is explained, so the team trusts the score.',
        icon: 'check',
      },
      { title: 'Faster response', description: 'Qualify a lead the moment it arrives.', icon: 'zap' },
    ],
    useCases: [
      {
        title: 'Inbound triage',
        description: 'Grade demo requests before assigning them to reps.',
        target: 'SDR teams',
      },
      {
        title: 'Event follow-up',
        description: 'Prioritise the contacts collected at a trade show.',
        target: 'Field marketing',
      },
    ],
    statistics: [
      {
        stat: '7x',
        description: 'More likely to qualify a lead when contacting it within an hour rather than two hours later',
        source: 'Harvard Business Review, The Short Life of Online Sales Leads (2011)',
      },
      {
        stat: '60x',
        description: 'More likely to qualify a lead contacted within an hour than one contacted after 24 hours',
        source: 'Harvard Business Review, The Short Life of Online Sales Leads (2011)',
      },
    ],
    relatedQueries: ['how to score leads', 'lead scoring model', 'qualify sales leads', 'lead grading template'],
  },
};
