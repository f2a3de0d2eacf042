import { z } from 'zod';
import { email, text } from '../input-fields';
import { capitalize, round, tokenize } from '../lib/text';
import { defineWorkflow } from '../workflow';
import {
  negations,
  replyBodies,
  sentimentWeights,
  ticketCategories,
  urgencyPhrases,
  type TicketCategory,
} from './ticket-lexicon';

function sentimentOf(ticket: string): { label: 'negative' | 'neutral' | 'positive'; score: number } {
  const words = tokenize(ticket.replace(/’/g, "'"));
  const raw = words.reduce((sum, word, index) => {
    const weight = sentimentWeights[word] ?? 0;
    const negated = words.slice(Math.max(0, index - 2), index).some((before) => negations.has(before));
    return sum + (negated ? -weight : weight);
  }, 0);
  const score = round(Math.max(-1, Math.min(1, raw / 5)));
  return { label: score <= -0.2 ? 'negative' : score >= 0.2 ? 'positive' : 'neutral', score };
}

function categoryOf(lower: string): { category: TicketCategory; matched: string[] } {
  const ranked = Object.entries(ticketCategories)
    .map(([category, words]) => ({ category, matched: words.filter((word) => lower.includes(word)) }))
    .sort((a, b) => b.matched.length - a.matched.length);
  const best = ranked[0];
  return best?.matched.length
    ? { category: best.category as TicketCategory, matched: best.matched }
    : { category: 'other', matched: [] };
}

/** "jane.doe@acme.com" greets Jane; role or numeric addresses get a neutral greeting. */
function greetingName(address: string): string | null {
  const first = address.split('@')[0]?.split(/[._+-]/)[0] ?? '';
  return /^[a-z]{2,}$/i.test(first) &&
    !['info', 'support', 'admin', 'hello', 'contact', 'sales'].includes(first.toLowerCase())
    ? capitalize(first.toLowerCase())
    : null;
}

export const supportTicketTriage = defineWorkflow({
  slug: 'support-ticket-triage',
  name: 'Support ticket triage',
  description: 'Reads a support ticket and gives its sentiment, urgency, category and a first reply.',
  inputSchema: z.object({ ticket_text: text({ min: 10, max: 20_000 }), customer_email: email() }),
  run({ ticket_text, customer_email }) {
    const lower = ticket_text.toLowerCase().replace(/’/g, "'");
    const sentiment = sentimentOf(ticket_text);
    const { category, matched } = categoryOf(lower);
    const highHits = urgencyPhrases.high.filter((phrase) => lower.includes(phrase));
    const mediumHits = urgencyPhrases.medium.filter((phrase) => lower.includes(phrase));
    const urgency =
      highHits.length || (sentiment.score <= -0.6 && ticket_text.includes('!'))
        ? 'high'
        : mediumHits.length || sentiment.label === 'negative'
          ? 'medium'
          : 'low';
    const name = greetingName(customer_email);
    const reply = [
      name ? `Hi ${name},` : 'Hi there,',
      '',
      `Thank you for contacting us.${sentiment.label === 'negative' ? " I'm sorry for the trouble this has caused." : ''}`,
      replyBodies[category],
      urgency === 'high'
        ? "I've marked your ticket as urgent and you'll hear from us within the hour."
        : "You'll hear back from us within one business day.",
      '',
      'Best regards,',
      'The Support Team',
    ].join('\n');
    return {
      summary: `A ${sentiment.label} ${category} ticket from ${customer_email} with ${urgency} urgency.`,
      sentiment: sentiment.label,
      sentiment_score: sentiment.score,
      urgency,
      urgency_signals: [...highHits, ...mediumHits],
      category,
      category_keywords: matched,
      suggested_reply: reply,
    };
  },
});
