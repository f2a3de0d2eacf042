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
        source: z.string(),
        url: z.string().optional(),
      }),
    )
    .optional(),
  relatedQueries: z.array(z.string()).optional(),
});
export type SeoContent = z.infer<typeof seoContent>;
