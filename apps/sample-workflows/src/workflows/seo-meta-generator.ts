import { z } from 'zod';
import { text } from '../input-fields';
import { capitalize, round, slugify, splitSentences, tokenize, truncateAtWord } from '../lib/text';
import { defineWorkflow } from '../workflow';

const titleMax = 60;
const descriptionMax = 160;

function countPhrase(words: string[], phrase: string[]): number {
  if (!phrase.length) return 0;
  let count = 0;
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((word, offset) => words[i + offset] === word)) count++;
  }
  return count;
}

/** Starts at the first sentence that holds the keyword and adds whole sentences while they fit. */
function describe(content: string, keyword: string): string {
  const sentences = splitSentences(content);
  const start = Math.max(
    0,
    sentences.findIndex((sentence) => sentence.toLowerCase().includes(keyword.toLowerCase())),
  );
  let description = sentences[start] ?? '';
  if (!description.toLowerCase().includes(keyword.toLowerCase()))
    description = `${capitalize(keyword)}: ${description}`;
  for (const sentence of sentences.slice(start + 1)) {
    if (description.length + sentence.length + 1 > descriptionMax) break;
    description += ` ${sentence}`;
  }
  return truncateAtWord(description, descriptionMax);
}

export const seoMetaGenerator = defineWorkflow({
  slug: 'seo-meta-generator',
  name: 'SEO meta generator',
  description: 'Writes a meta title and description, a URL slug and keyword checks for a web page.',
  inputSchema: z.object({
    page_title: text({ max: 200 }),
    page_content: text({ min: 20, max: 200_000 }),
    target_keyword: text({ max: 80 }),
  }),
  run({ page_title, page_content, target_keyword }) {
    const keyword = target_keyword.toLowerCase();
    const titleHasKeyword = page_title.toLowerCase().includes(keyword);
    const metaTitle = truncateAtWord(
      titleHasKeyword ? page_title : `${capitalize(target_keyword)} – ${page_title}`,
      titleMax,
    );
    const metaDescription = describe(page_content, target_keyword);
    const words = tokenize(page_content);
    const phrase = tokenize(target_keyword);
    const occurrences = countPhrase(words, phrase);
    const density = words.length ? round(((occurrences * phrase.length) / words.length) * 100) : 0;
    const assessment = density < 0.5 ? 'too low' : density > 2.5 ? 'too high (reads as keyword stuffing)' : 'good';
    const inIntro = countPhrase(words.slice(0, 100), phrase) > 0;
    const checks = [
      `${metaTitle.toLowerCase().includes(keyword) ? '✓' : '✗'} Keyword in the meta title`,
      `${metaDescription.toLowerCase().includes(keyword) ? '✓' : '✗'} Keyword in the meta description`,
      `${inIntro ? '✓' : '✗'} Keyword in the first 100 words`,
      `${words.length >= 300 ? '✓' : '✗'} At least 300 words of content (${words.length})`,
      `${assessment === 'good' ? '✓' : '✗'} Keyword density ${density}% (aim for 0.5-2.5%)`,
    ];
    return {
      summary: `Meta title (${metaTitle.length} characters) and description (${metaDescription.length} characters) written for "${target_keyword}"; keyword density is ${density}%, ${assessment}. ${checks.filter((check) => check.startsWith('✓')).length} of ${checks.length} checks pass.`,
      meta_title: metaTitle,
      meta_description: metaDescription,
      slug: slugify(titleHasKeyword ? page_title : target_keyword),
      keyword_occurrences: occurrences,
      keyword_density_percent: density,
      density_assessment: assessment,
      word_count: words.length,
      checks,
    };
  },
});
