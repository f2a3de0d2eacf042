import { z } from 'zod';
import { choice, email, number, text } from '../input-fields';
import { defineWorkflow } from '../workflow';
import {
  companySizes,
  scoreBudget,
  scoreEmail,
  scoreIndustry,
  scoreJobTitle,
  scoreSize,
  scoreTimeline,
  timelines,
} from './lead-scoring-rules';

const grades = [
  { grade: 'A', floor: 80, next: 'Hot lead: call within 24 hours and offer a tailored demo.' },
  { grade: 'B', floor: 60, next: 'Warm lead: book a discovery call this week.' },
  { grade: 'C', floor: 40, next: 'Nurture: add to the e-mail sequence and check in next month.' },
  { grade: 'D', floor: 0, next: 'Low priority: keep in the newsletter list.' },
] as const;

export const leadScorer = defineWorkflow({
  slug: 'lead-scorer',
  name: 'Lead scorer',
  description: 'Scores a lead from 0 to 100 with a grade and the reasons behind it.',
  inputSchema: z.object({
    company_size: choice(companySizes),
    budget: number({ min: 0, max: 100_000_000 }),
    job_title: text({ max: 120 }),
    email: email(),
    timeline: choice(timelines),
    industry: text({ max: 120 }),
  }),
  run(input) {
    const outcomes = {
      company_size: scoreSize(input.company_size),
      budget: scoreBudget(input.budget),
      job_title: scoreJobTitle(input.job_title),
      email: scoreEmail(input.email),
      timeline: scoreTimeline(input.timeline),
      industry: scoreIndustry(input.industry),
    };
    const score = Object.values(outcomes).reduce((sum, outcome) => sum + outcome.points, 0);
    const { grade, next } = grades.find(({ floor }) => score >= floor) ?? grades[3];
    return {
      summary: `Lead scored ${score}/100 (grade ${grade}). ${next}`,
      score,
      grade,
      next_step: next,
      reasons: Object.values(outcomes).map(({ points, reason }) => `+${points} ${reason}`),
      breakdown: Object.fromEntries(Object.entries(outcomes).map(([key, { points }]) => [key, points])),
    };
  },
});
