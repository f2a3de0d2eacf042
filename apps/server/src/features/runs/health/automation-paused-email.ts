import { renderEmail, type MailMessage } from '../../../platform/mail';
import type { PausedAutomation } from './health-verdict.queries';

/** The alert every admin gets once per pause (DESIGN D18); renderEmail escapes every value. */
export function automationPausedEmail(
  to: { email: string; name: string | null },
  automation: PausedAutomation,
  manageUrl: string,
): MailMessage {
  return renderEmail({
    to: to.email,
    subject: `Automation paused: ${automation.name}`,
    greeting: `Hi ${to.name ?? 'there'},`,
    paragraphs: [
      `${automation.name} was paused automatically: ${automation.reason}.`,
      ...(automation.lastError ? [`Last error: ${automation.lastError}`] : []),
      'Customers see it as temporarily unavailable. New runs are refused before any charge, runs that were queued are refunded and not started, and schedules skip it.',
      'Fix its workflow, then send a test call and resume it in Manage Automations.',
    ],
    action: { label: 'Open Manage Automations', url: manageUrl },
    footnote: 'Every admin gets this e-mail once per pause. The thresholds are in Manage Automations.',
  });
}
