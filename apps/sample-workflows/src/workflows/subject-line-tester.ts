import { z } from 'zod';
import { choice, text } from '../input-fields';
import { truncateAtWord } from '../lib/text';
import { defineWorkflow } from '../workflow';
import { analyseSubject } from './subject-line-checks';

const audiences = ['B2B', 'B2C', 'Newsletter', 'E-commerce'] as const;
// Most phones show about 35 characters of a subject line, desktop clients about 60.
const mobileChars = 35;
const desktopChars = 60;

export const subjectLineTester = defineWorkflow({
  slug: 'subject-line-tester',
  name: 'Subject line tester',
  description: 'Scores an e-mail subject line for length, spam triggers and mobile truncation.',
  inputSchema: z.object({
    subject: text({ max: 250 }),
    audience: choice(audiences),
  }),
  run({ subject, audience }) {
    const analysis = analyseSubject(subject, audience === 'B2B' ? 60 : 50, audience !== 'B2B');
    const mobilePreview = truncateAtWord(subject, mobileChars);
    return {
      summary:
        `"${subject}" scores ${analysis.score}/100 for a ${audience} audience: ${analysis.lengthCheck} length ` +
        `(${subject.length} characters), ${analysis.spamWords.length} spam trigger word(s)` +
        (mobilePreview === subject ? ', fully visible on mobile.' : ', cut off on mobile.'),
      score: analysis.score,
      character_count: subject.length,
      word_count: analysis.wordCount,
      length_check: analysis.lengthCheck,
      spam_words_found: analysis.spamWords,
      suggestions: analysis.suggestions,
      mobile_preview: mobilePreview,
      mobile_truncated: mobilePreview !== subject,
      desktop_preview: truncateAtWord(subject, desktopChars),
    };
  },
});
