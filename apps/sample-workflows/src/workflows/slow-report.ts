import { z } from 'zod';
import { numberWithDefault, text } from '../input-fields';
import { capitalize, contentWords, tokenize } from '../lib/text';
import { defineAsyncWorkflow } from '../workflow';

type SectionWriter = (topic: string, focus: string) => string;

const sectionWriters: [string, SectionWriter][] = [
  [
    'Overview',
    (topic, focus) =>
      `This report looks at ${topic}. It sets out where things stand today, what is changing and what a team should do next, with ${focus} as the thread running through each section.`,
  ],
  [
    'Key trends',
    (topic, focus) =>
      `Three movements shape ${topic}: work is shifting from manual steps to automated ones, buyers expect measurable results within weeks rather than quarters, and ${focus} is becoming a point of comparison between competitors.`,
  ],
  [
    'Opportunities',
    (topic, focus) =>
      `The clearest opportunity in ${topic} is to remove repetitive work first, then reinvest the time saved. Teams that publish their results on ${focus} win trust faster than those that only promise them.`,
  ],
  [
    'Risks',
    (topic, focus) =>
      `The main risks are moving too fast without a baseline, underestimating the change for the people involved, and treating ${focus} as a one-off project. Each is reduced by small pilots with agreed success measures before any ${topic} rollout.`,
  ],
  [
    'Recommendations',
    (topic, focus) =>
      `Start with one pilot in ${topic} that can be measured within 30 days. Agree the baseline for ${focus} up front, review weekly, and scale only what the numbers support.`,
  ],
];

function writeSections(topic: string, count: number) {
  const focus = contentWords(topic)[0] ?? topic;
  return sectionWriters.slice(0, count).map(([heading, write]) => ({ heading, body: write(topic, focus) }));
}

export const slowReport = defineAsyncWorkflow({
  slug: 'slow-report',
  name: 'Slow report',
  description: 'Writes a structured report section by section, reporting progress as it goes.',
  inputSchema: z.object({
    topic: text({ min: 3, max: 120 }),
    sections: numberWithDefault({ min: 1, max: 5, integer: true, fallback: 3 }),
  }),
  steps: ({ topic, sections }) => [
    `Outlining a ${sections}-section report on "${topic}"`,
    ...writeSections(topic, sections).map(
      ({ heading }, index) => `Writing section ${index + 1} of ${sections}: ${heading}`,
    ),
    'Assembling the final report',
  ],
  run({ topic, sections }) {
    const written = writeSections(topic, sections);
    const title = `${capitalize(topic)}: a ${sections}-section briefing`;
    const report = [`# ${title}`, ...written.map(({ heading, body }) => `## ${heading}\n\n${body}`)].join('\n\n');
    return {
      summary: `A ${sections}-section report on "${topic}" covering ${written.map(({ heading }) => heading.toLowerCase()).join(', ')}.`,
      title,
      sections: written,
      report,
      word_count: tokenize(report).length,
    };
  },
});
