import { renderEmail, type MailMessage } from '../../platform/mail';

/** "21 Nov 2026, 09:00 (Europe/Berlin)": the occurrence as the owner's clock showed it. */
export function formatDueTime(dueAt: Date, timeZone: string): string {
  const local = new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(dueAt);
  return `${local} (${timeZone})`;
}

export function scheduledRunSkippedEmail(input: {
  to: string;
  name: string;
  scheduleName: string;
  dueAt: Date;
  timeZone: string;
  reason: string;
  /** What refused the run: the token balance, or the owner's monthly budget. */
  cause: 'balance' | 'budget';
  url: string;
}): MailMessage {
  const because =
    input.cause === 'budget' ? 'it would have gone over your monthly budget' : 'your token balance was too low';
  const remedy =
    input.cause === 'budget'
      ? 'The schedule stays on: raise your budget in Account Settings, or the runs resume next month.'
      : 'The schedule stays on: top up your tokens and the next run starts as planned.';
  return renderEmail({
    to: input.to,
    subject: `Scheduled run skipped: ${input.scheduleName}`,
    greeting: `Hi ${input.name || 'there'},`,
    paragraphs: [
      `Your scheduled run of ${input.scheduleName}, due ${formatDueTime(input.dueAt, input.timeZone)}, was skipped because ${because}. Nothing was charged.`,
      input.reason,
      remedy,
    ],
    action: { label: 'Open my automations', url: input.url },
    footnote: 'You get this e-mail once for each skipped run. Pause or delete the schedule on My automations.',
  });
}

/** The one notice per pause (D18): the schedule stays on and runs again once the automation is back. */
export function scheduledRunPausedEmail(input: {
  to: string;
  name: string;
  scheduleName: string;
  automationName: string;
  dueAt: Date;
  timeZone: string;
  url: string;
}): MailMessage {
  return renderEmail({
    to: input.to,
    subject: `Scheduled runs skipped: ${input.scheduleName}`,
    greeting: `Hi ${input.name || 'there'},`,
    paragraphs: [
      `Your scheduled run of ${input.scheduleName}, due ${formatDueTime(input.dueAt, input.timeZone)}, was skipped because ${input.automationName} is temporarily unavailable: our team has paused it while it is looked at. Nothing was charged.`,
      'The schedule stays on: its runs are skipped, free of charge, until the automation is back, then they start as planned.',
    ],
    action: { label: 'Open my automations', url: input.url },
    footnote: 'You get this e-mail once each time the automation is paused, not for every skipped run.',
  });
}

/** A publish changed the automation's form and the saved configuration no longer fits it (issue 40). */
export function scheduleNeedsAttentionEmail(input: {
  to: string;
  name: string;
  scheduleName: string;
  automationName: string;
  /** "Email — Email is required", one a refused value. */
  attention: string[];
  url: string;
}): MailMessage {
  return renderEmail({
    to: input.to,
    subject: `Schedule paused: ${input.scheduleName}`,
    greeting: `Hi ${input.name || 'there'},`,
    paragraphs: [
      `${input.automationName} changed, and your saved configuration ${input.scheduleName} no longer fits it, so we paused its schedule before its next run. Nothing was charged.`,
      `Needs your attention: ${input.attention.join('; ')}.`,
      'Update the configuration, then resume the schedule on My automations.',
    ],
    action: { label: 'Open my automations', url: input.url },
    footnote: 'You get this e-mail once each time a change pauses the schedule.',
  });
}
