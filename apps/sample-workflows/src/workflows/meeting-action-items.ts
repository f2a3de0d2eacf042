import { z } from 'zod';
import { optionalDate, text } from '../input-fields';
import { parseIsoDate, startOfUtcDay } from '../lib/dates';
import { capitalize, splitSentences } from '../lib/text';
import { defineWorkflow } from '../workflow';
import { findDueDate } from './due-dates';

const actionPattern =
  /\b(will|to do|todo|action(?: item)?s?:|needs? to|has to|must|follow[- ]up|assigned to|take care of|owner:)|@\w+/i;
const notPeople = new Set([
  'we',
  'i',
  'they',
  'someone',
  'everyone',
  'team',
  'the',
  'this',
  'it',
  'you',
  'he',
  'she',
  'action',
  'todo',
  'next',
]);

function ownerOf(sentence: string): string | null {
  const candidates = [
    /@([\p{L}][\p{L}\d_-]*)/u.exec(sentence)?.[1],
    /\b(?:owner|assigned to|assignee)\s*[:-]?\s*([\p{Lu}][\p{L}]+)/u.exec(sentence)?.[1],
    /^(?:(?:action(?: item)?|todo|to do)\s*:\s*)?([\p{Lu}][\p{Ll}]+)(?: [\p{Lu}][\p{Ll}]+)?\s+(?:will|to|needs? to|has to|must|should)\b/u.exec(
      sentence,
    )?.[1],
  ];
  const owner = candidates.find((name) => name && !notPeople.has(name.toLowerCase()));
  return owner ? capitalize(owner) : null;
}

const cleanTask = (sentence: string) =>
  sentence
    .replace(/^(?:action(?: item)?|todo|to do)\s*:\s*/i, '')
    .replace(/\s+/g, ' ')
    .trim();

export const meetingActionItems = defineWorkflow({
  slug: 'meeting-action-items',
  name: 'Meeting action items',
  description: 'Turns meeting notes into a checklist of action items with owners and due dates.',
  inputSchema: z.object({ notes: text({ min: 10, max: 100_000 }), meeting_date: optionalDate() }),
  run({ notes, meeting_date }, context) {
    const meeting = (meeting_date && parseIsoDate(meeting_date)) || startOfUtcDay(context.now);
    const items = notes
      .split('\n')
      .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)]|\[[ xX]?\])\s*/, ''))
      .flatMap((line) => splitSentences(line))
      .filter((sentence) => actionPattern.test(sentence))
      .map((sentence) => {
        const due = findDueDate(sentence, meeting);
        return {
          task: cleanTask(sentence),
          owner: ownerOf(sentence),
          due: due?.date ?? null,
          due_text: due?.text ?? null,
        };
      });
    const owners = [...new Set(items.flatMap((item) => (item.owner ? [item.owner] : [])))];
    const unassigned = items.filter((item) => !item.owner).length;
    const nextDue = items.flatMap((item) => (item.due ? [item.due] : [])).sort()[0];
    return {
      summary:
        `Found ${items.length} action item(s) for ${owners.length} owner(s)` +
        (unassigned ? `; ${unassigned} without an owner` : '') +
        (nextDue ? `. The first is due on ${nextDue}.` : '. No due dates were mentioned.'),
      items,
      owners,
      unassigned_count: unassigned,
      checklist: items
        .map((item) => `- [ ] ${item.task}${item.owner ? ` (${item.owner})` : ''}${item.due ? ` due ${item.due}` : ''}`)
        .join('\n'),
    };
  },
});
