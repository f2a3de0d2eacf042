import { disposableDomains, freeMailDomains } from '../lib/email-domains';

export const companySizes = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export const timelines = ['Immediately', 'Within 1 month', '1-3 months', '3-6 months', 'Just researching'] as const;

/** One scored aspect of a lead; the maximum points of all rules add up to 100. */
export interface RuleOutcome {
  points: number;
  reason: string;
}

// Mid-sized companies buy fastest: big enough to have budget, small enough to decide quickly.
const sizePoints: Record<(typeof companySizes)[number], number> = {
  '1-10': 5,
  '11-50': 12,
  '51-200': 20,
  '201-1000': 20,
  '1000+': 15,
};
const timelinePoints: Record<(typeof timelines)[number], number> = {
  Immediately: 20,
  'Within 1 month': 16,
  '1-3 months': 10,
  '3-6 months': 5,
  'Just researching': 1,
};

export const scoreSize = (size: (typeof companySizes)[number]): RuleOutcome => ({
  points: sizePoints[size],
  reason: `Company size ${size} employees`,
});

export const scoreTimeline = (timeline: (typeof timelines)[number]): RuleOutcome => ({
  points: timelinePoints[timeline],
  reason: `Buying timeline: ${timeline.toLowerCase()}`,
});

export function scoreBudget(budget: number): RuleOutcome {
  const steps: [number, number][] = [
    [50_000, 25],
    [20_000, 20],
    [10_000, 15],
    [5_000, 10],
    [1_000, 5],
  ];
  const points = steps.find(([floor]) => budget >= floor)?.[1] ?? 0;
  return { points, reason: `Budget of $${budget.toLocaleString('en-US')}` };
}

const seniority: [RegExp, number, string][] = [
  [/\b(ceo|cto|cfo|coo|cmo|cio|chief|founder|co-founder|owner|president|partner)\b/i, 20, 'executive decision maker'],
  [/\b(vp|vice president|head of|director)\b/i, 16, 'senior leader'],
  [/\b(manager|lead|principal)\b/i, 11, 'manager who can champion the purchase'],
  [/\b(intern|student|trainee|assistant)\b/i, 2, 'junior role, unlikely to decide'],
  [
    /\b(senior|specialist|analyst|engineer|consultant|developer|designer)\b/i,
    7,
    'practitioner who will use the product',
  ],
];

export function scoreJobTitle(title: string): RuleOutcome {
  const match = seniority.find(([pattern]) => pattern.test(title));
  return { points: match?.[1] ?? 4, reason: `Job title "${title}": ${match?.[2] ?? 'role seniority unclear'}` };
}

export function scoreEmail(email: string): RuleOutcome {
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  if (disposableDomains.has(domain)) return { points: 0, reason: `Disposable e-mail domain ${domain}` };
  if (freeMailDomains.has(domain)) return { points: 3, reason: `Personal e-mail domain ${domain}` };
  return { points: 10, reason: `Business e-mail domain ${domain}` };
}

const strongFit = [
  'software',
  'saas',
  'technology',
  'tech',
  'e-commerce',
  'ecommerce',
  'marketing',
  'agency',
  'fintech',
  'finance',
  'consulting',
];
const goodFit = [
  'healthcare',
  'education',
  'retail',
  'manufacturing',
  'real estate',
  'logistics',
  'media',
  'insurance',
];

export function scoreIndustry(industry: string): RuleOutcome {
  const name = industry.toLowerCase();
  const fit = strongFit.some((word) => name.includes(word)) ? 5 : goodFit.some((word) => name.includes(word)) ? 3 : 1;
  const label = fit === 5 ? 'core target industry' : fit === 3 ? 'served industry' : 'outside the target industries';
  return { points: fit, reason: `Industry "${industry}": ${label}` };
}
