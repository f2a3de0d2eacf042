import { renderEmail, type MailMessage } from '../../platform/mail';

export interface EndedRunForEmail {
  id: string;
  status: 'completed' | 'failed';
  errorMessage: string | null;
  tokensCharged: number;
  tokensRefunded: number;
}

const tokens = (count: number) => `${count} token${count === 1 ? '' : 's'}`;

/** The opt-in e-mail for a run that completed or failed, linking to it in the history. */
export function runEndedEmail(options: {
  to: string;
  name: string | null;
  automationName: string;
  run: EndedRunForEmail;
  publicUrl: string;
}): MailMessage {
  const { run, automationName } = options;
  const url = `${options.publicUrl}/automation-history?run=${run.id}`;
  const greeting = `Hi ${options.name || 'there'},`;
  if (run.status === 'completed') {
    return renderEmail({
      to: options.to,
      subject: `Your run of ${automationName} completed`,
      greeting,
      paragraphs: [
        `Your run of ${automationName} completed${run.tokensCharged > 0 ? ` and used ${tokens(run.tokensCharged)}` : ''}. Its results are ready.`,
      ],
      action: { label: 'View the results', url },
      footnote: 'You get this e-mail because run notifications are on in your profile (Notifications).',
    });
  }
  const refund =
    run.tokensRefunded > 0
      ? `${tokens(run.tokensRefunded)} have been refunded to your balance.`
      : 'No tokens were refunded: the automation refused the input it was given.';
  // The stored message may already end with the generic refund sentence; the e-mail states the amount instead.
  const reason = (run.errorMessage ?? 'The automation failed.').replace(/\s*Your tokens have been refunded\.$/, '');
  return renderEmail({
    to: options.to,
    subject: `Your run of ${automationName} failed`,
    greeting,
    paragraphs: [`Your run of ${automationName} failed: ${reason}`, refund],
    action: { label: 'View the run', url },
    footnote: 'You get this e-mail because run notifications are on in your profile (Notifications).',
  });
}
