import { z } from 'zod';
import { InvalidInputError } from '../errors';
import { choiceWithDefault, date, text } from '../input-fields';
import { daysBetween, formatLongDate, parseIsoDate, startOfUtcDay } from '../lib/dates';
import { splitSentences, tokenize } from '../lib/text';
import { defineWorkflow } from '../workflow';

const tones = ['Friendly', 'Formal', 'Direct'] as const;
type Tone = (typeof tones)[number];

const interestWords = [
  'need',
  'needs',
  'goal',
  'goals',
  'challenge',
  'budget',
  'pain',
  'interested',
  'priority',
  'looking',
  'want',
  'wants',
  'plan',
  'problem',
];
const nextStepWords = ['next', 'send', 'demo', 'proposal', 'quote', 'trial', 'call', 'pricing', 'contract', 'follow'];

const pick = (sentences: string[], words: string[]) =>
  sentences.filter((sentence) => tokenize(sentence).some((word) => words.includes(word)));

const voice: Record<
  Tone,
  {
    subject: (first: string, company: string) => string;
    greeting: (first: string, full: string) => string;
    close: string;
  }
> = {
  Friendly: {
    subject: (first) => `Great speaking with you, ${first}`,
    greeting: (first) => `Hi ${first},`,
    close: 'Looking forward to hearing from you!\n\nBest,\n[Your name]',
  },
  Formal: {
    subject: (_, company) => `Following up on our conversation – ${company}`,
    greeting: (_, full) => `Dear ${full},`,
    close: 'Thank you for your time and consideration.\n\nKind regards,\n[Your name]',
  },
  Direct: {
    subject: (_, company) => `Next steps for ${company}`,
    greeting: (first) => `${first},`,
    close: 'Does that work for you?\n\n[Your name]',
  },
};

function opening(days: number, when: string): string {
  if (days <= 2) return 'Thank you again for your time earlier this week.';
  if (days <= 14) return `Thanks for speaking with me on ${when}.`;
  return `It's been a few weeks since we spoke on ${when}, so I wanted to pick up where we left off.`;
}

export const salesFollowUpWriter = defineWorkflow({
  slug: 'sales-follow-up-writer',
  name: 'Sales follow-up writer',
  description: 'Drafts a follow-up e-mail after a sales conversation, recapping needs and next steps.',
  inputSchema: z.object({
    prospect_name: text({ max: 120 }),
    company: text({ max: 120 }),
    last_contact_date: date(),
    meeting_notes: text({ min: 10, max: 20_000 }),
    tone: choiceWithDefault(tones, 'Friendly'),
  }),
  run({ prospect_name, company, last_contact_date, meeting_notes, tone }, context) {
    const lastContact = parseIsoDate(last_contact_date) ?? startOfUtcDay(context.now);
    const days = daysBetween(lastContact, startOfUtcDay(context.now));
    if (days < 0) throw InvalidInputError.field('last_contact_date', 'cannot be in the future');
    const first = prospect_name.split(/\s+/)[0] ?? prospect_name;
    const sentences = meeting_notes
      .split('\n')
      .map((line) => line.replace(/^\s*[-*•]\s*/, '').replace(/^next steps?\s*:\s*/i, ''))
      .flatMap(splitSentences);
    const nextSteps = pick(sentences, nextStepWords).slice(0, 2);
    const interests = pick(sentences, interestWords).filter((sentence) => !nextSteps.includes(sentence));
    const recap = (interests.length ? interests : sentences.filter((sentence) => !nextSteps.includes(sentence))).slice(
      0,
      3,
    );
    const style = voice[tone];
    const body = [
      style.greeting(first, prospect_name),
      '',
      opening(days, formatLongDate(lastContact)),
      ...(recap.length ? ['', `Here is what I took away for ${company}:`, ...recap.map((point) => `- ${point}`)] : []),
      '',
      nextSteps.length
        ? `As agreed, next steps: ${nextSteps.map((step) => step.charAt(0).toLowerCase() + step.slice(1)).join(' ')}`
        : `Would you have 20 minutes next week to talk through how we can help ${company}?`,
      '',
      style.close,
    ].join('\n');
    return {
      summary: `A ${tone.toLowerCase()} follow-up to ${prospect_name} at ${company}, ${days} day(s) after the last contact, recapping ${recap.length} point(s).`,
      subject: style.subject(first, company),
      body,
      days_since_contact: days,
      word_count: tokenize(body).length,
    };
  },
});
