import { z } from 'zod';

export const benefitIcons = ['clock', 'check', 'chart', 'shield', 'dollar', 'zap'] as const;

export const seoContent = z.object({
  meta: z
    .object({
      title: z.string().max(60),
      description: z.string().max(160),
      keywords: z.array(z.string()),
    })
    .optional(),
  howToSteps: z.array(z.object({ order: z.number().int(), title: z.string(), description: z.string() })).optional(),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })).optional(),
  benefits: z.array(z.object({ title: z.string(), description: z.string(), icon: z.enum(benefitIcons) })).optional(),
  useCases: z.array(z.object({ title: z.string(), description: z.string(), target: z.string().optional() })).optional(),
  statistics: z
    .array(
      z.object({
        stat: z.string(),
        description: z.string(),
        source: z.string().optional(),
        url: z.string().optional(),
      }),
    )
    .optional(),
  relatedQueries: z.array(z.string()).optional(),
});
export type SeoContent = z.infer<typeof seoContent>;

const isWebUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

type HowToStep = NonNullable<SeoContent['howToSteps']>[number];

/**
 * Steps are numbered 1..n in the order their numbers give (a stable sort keeps the list's order among
 * equal numbers), so removing one and adding one never stores [1, 3, 3] (issue 39).
 */
const numberHowToSteps = (steps: HowToStep[]): HowToStep[] =>
  [...steps].sort((a, b) => a.order - b.order).map((step, index) => ({ ...step, order: index + 1 }));

/**
 * What an editor may save: a statistic's source link must be a web address. It is shown as a link on
 * the public page, so "javascript:..." ran in every visitor's browser who clicked it. Answers keep
 * the lenient `seoContent`, so a row saved before this rule still loads. A blank source is stored as
 * none, so the page does not show "Source:" with nothing after it.
 */
export const seoContentInput = seoContent.extend({
  howToSteps: seoContent.shape.howToSteps.transform((steps) => steps && numberHowToSteps(steps)),
  statistics: z
    .array(
      z
        .object({
          stat: z.string(),
          description: z.string(),
          source: z.string().trim().optional(),
          url: z
            .string()
            .trim()
            .max(2000)
            .refine(
              (value) => value === '' || isWebUrl(value),
              'Statistic source URL must start with https:// or http://',
            )
            .optional(),
        })
        .transform(({ source, ...statistic }) => (source ? { ...statistic, source } : statistic)),
    )
    .optional(),
});
