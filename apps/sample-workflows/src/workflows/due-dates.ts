import { addDays, monthIndex, parseIsoDate, toIsoDate } from '../lib/dates';

const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const months =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';

export interface DueDate {
  text: string;
  date: string;
}

type Rule = [RegExp, (match: RegExpExecArray, meeting: Date) => Date | null];

const nextWeekday = (meeting: Date, weekday: number) => addDays(meeting, (weekday - meeting.getUTCDay() + 7) % 7 || 7);

function dayInMonth(meeting: Date, month: number, day: number): Date | null {
  const year = meeting.getUTCFullYear();
  const date = new Date(Date.UTC(year, month, day));
  if (date.getUTCDate() !== day) return null;
  // A date already past at the meeting means next year's ("by 5 January" said in December).
  return date < meeting ? new Date(Date.UTC(year + 1, month, day)) : date;
}

/** Rules tried in order; the first match wins, so specific phrases come before general ones. */
const rules: Rule[] = [
  [/\b\d{4}-\d{2}-\d{2}\b/, (m) => parseIsoDate(m[0])],
  [/\btomorrow\b/i, (_, meeting) => addDays(meeting, 1)],
  [/\b(?:today|end of (?:the )?day|eod)\b/i, (_, meeting) => meeting],
  [/\bin (\d{1,3}) days?\b/i, (m, meeting) => addDays(meeting, Number(m[1]))],
  [/\bin (\d{1,2}) weeks?\b/i, (m, meeting) => addDays(meeting, 7 * Number(m[1]))],
  [/\bnext week\b/i, (_, meeting) => addDays(meeting, 7)],
  [
    /\b(?:end of (?:the )?week|eow)\b/i,
    (_, meeting) => (meeting.getUTCDay() === 5 ? meeting : nextWeekday(meeting, 5)),
  ],
  [
    /\b(?:end of (?:the )?month|eom)\b/i,
    (_, meeting) => new Date(Date.UTC(meeting.getUTCFullYear(), meeting.getUTCMonth() + 1, 0)),
  ],
  [
    new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? (${months})\\b`, 'i'),
    (m, meeting) => dayInMonth(meeting, monthIndex(m[2] ?? ''), Number(m[1])),
  ],
  [
    new RegExp(`\\b(${months}) (\\d{1,2})(?:st|nd|rd|th)?\\b`, 'i'),
    (m, meeting) => dayInMonth(meeting, monthIndex(m[1] ?? ''), Number(m[2])),
  ],
  [
    new RegExp(`\\b(${weekdays.join('|')})\\b`, 'i'),
    (m, meeting) => nextWeekday(meeting, weekdays.indexOf((m[1] ?? '').toLowerCase())),
  ],
];

/** Finds the first due date mentioned in a sentence, resolved against the meeting day. */
export function findDueDate(sentence: string, meeting: Date): DueDate | null {
  for (const [pattern, resolve] of rules) {
    const match = pattern.exec(sentence);
    const date = match && resolve(match, meeting);
    if (match && date && !Number.isNaN(date.getTime())) return { text: match[0], date: toIsoDate(date) };
  }
  return null;
}
