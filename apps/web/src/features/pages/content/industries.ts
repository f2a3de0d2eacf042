import type { categoryNames } from '@basalt/contracts';

export interface Industry {
  name: string;
  problem: string;
  solution: string;
  outcome: string;
  /** The marketplace category whose automations serve this industry (spec: admin §2 /use-cases). */
  category: (typeof categoryNames)[number];
}

export const industries: Industry[] = [
  {
    name: 'Marketing',
    problem: 'Every channel wants fresh posts, and writing them one by one eats the week.',
    solution: 'Generate platform-ready social posts from a single brief, with hashtags and a call to action.',
    outcome: 'A week of posts drafted in minutes, ready for a human touch.',
    category: 'Social Media',
  },
  {
    name: 'Sales',
    problem: 'Reps spend hours deciding which leads deserve a call.',
    solution: 'Score leads against clear rules and surface the ones that fit your ideal customer.',
    outcome: 'Calls go to the leads most likely to buy.',
    category: 'Lead Generation',
  },
  {
    name: 'Customer Support',
    problem: 'Urgent tickets wait in the same queue as simple questions.',
    solution: 'Triage each ticket by urgency and topic, and suggest the team that should own it.',
    outcome: 'Urgent customers get answers first.',
    category: 'Customer Support',
  },
  {
    name: 'E-commerce',
    problem: 'Campaign e-mails go out with guessed subject lines and stale lists.',
    solution: 'Test subject lines before sending and check lists for invalid and risky addresses.',
    outcome: 'More opens, fewer bounces.',
    category: 'Email Marketing',
  },
  {
    name: 'Content Creation',
    problem: 'Long articles and reports need summaries and meta tags nobody has time to write.',
    solution: 'Summarise text and generate search-friendly titles and descriptions in one run.',
    outcome: 'Publish faster with consistent quality.',
    category: 'Content Creation',
  },
  {
    name: 'Human Resources',
    problem: 'Candidate and employee exports arrive messy, duplicated and inconsistent.',
    solution: 'Clean and de-duplicate spreadsheets so HR systems import them on the first try.',
    outcome: 'Fewer failed imports and manual fixes.',
    category: 'Data Processing',
  },
  {
    name: 'Finance',
    problem: 'Month-end data comes from many exports that never line up.',
    solution: 'Normalise and de-duplicate CSV files before they reach your spreadsheets.',
    outcome: 'Reconciliation starts from clean data.',
    category: 'Data Processing',
  },
  {
    name: 'Real Estate',
    problem: 'Agents juggle enquiries from portals, ads and referrals with no way to rank them.',
    solution: 'Score every enquiry so agents call the most promising buyers and sellers first.',
    outcome: 'Faster responses to the leads that matter.',
    category: 'Lead Generation',
  },
];
