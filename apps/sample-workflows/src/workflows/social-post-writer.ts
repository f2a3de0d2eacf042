import { z } from 'zod';
import { checkbox, choice, choiceWithDefault, optionalText, text } from '../input-fields';
import { capitalize, contentWords, truncateAtWord } from '../lib/text';
import { defineWorkflow } from '../workflow';
import { defaultCta, postTemplates, socialTones } from './social-post-templates';

const platforms = ['LinkedIn', 'X', 'Instagram', 'Facebook'] as const;
type Platform = (typeof platforms)[number];

/** Hard character limits of each network, and how many hashtags read naturally there. */
const platformRules: Record<Platform, { limit: number; hashtags: number }> = {
  LinkedIn: { limit: 3000, hashtags: 3 },
  X: { limit: 280, hashtags: 2 },
  Instagram: { limit: 2200, hashtags: 8 },
  Facebook: { limit: 63_206, hashtags: 2 },
};

const pascalCase = (words: string[]) =>
  words
    .flatMap((word) => word.split(/[^\p{L}\p{N}]+/u))
    .map(capitalize)
    .join('');

/** One tag for the whole topic, then its most specific (longest) words. */
function buildHashtags(topic: string, count: number): string[] {
  const words = contentWords(topic);
  const specific = [...words].sort((a, b) => b.length - a.length);
  const tags = [pascalCase(words.slice(0, 3)), ...specific.map((word) => pascalCase([word]))];
  return [...new Set(tags.filter(Boolean).map((tag) => `#${tag}`))].slice(0, count);
}

/** Drops hashtags first, then shortens the body, so the post always fits the platform. */
function fitPost(body: string, hashtags: string[], limit: number): string {
  const tags = [...hashtags];
  const join = () => (tags.length ? `${body}\n\n${tags.join(' ')}` : body);
  while (join().length > limit && tags.length) tags.pop();
  return join().length <= limit ? join() : truncateAtWord(body, limit);
}

export const socialPostWriter = defineWorkflow({
  slug: 'social-post-writer',
  name: 'Social post writer',
  description: 'Writes three ready-to-post variants for LinkedIn, X, Instagram or Facebook.',
  inputSchema: z.object({
    topic: text({ min: 3, max: 200 }),
    platform: choice(platforms),
    tone: choiceWithDefault(socialTones, 'Professional'),
    include_hashtags: checkbox(true),
    cta: optionalText({ max: 200 }),
  }),
  run({ topic, platform, tone, include_hashtags, cta }) {
    const rules = platformRules[platform];
    const hashtags = include_hashtags ? buildHashtags(topic, rules.hashtags) : [];
    const posts = postTemplates[tone].map((template, index) => {
      const body = capitalize(template(topic, cta ?? defaultCta[tone]));
      const post = fitPost(body, hashtags, rules.limit);
      return { variant: index + 1, text: post, character_count: post.length, character_limit: rules.limit };
    });
    return {
      summary: `Three ${tone.toLowerCase()} ${platform} posts about "${topic}", each within the ${rules.limit}-character limit${
        hashtags.length ? `, with ${hashtags.join(' ')}` : ''
      }.`,
      platform,
      posts,
      hashtags,
    };
  },
});
