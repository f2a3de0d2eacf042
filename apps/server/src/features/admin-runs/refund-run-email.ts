import { renderEmail, type MailMessage } from '../../platform/mail';

const tokens = (count: number) => `${count} token${count === 1 ? '' : 's'}`;

/** Tells a user that support refunded one of their runs, and why (the admin is not named, decision 028). */
export function runRefundedEmail(options: {
  to: string;
  name: string | null;
  automationName: string;
  runId: string;
  amount: number;
  reason: string;
  publicUrl: string;
}): MailMessage {
  return renderEmail({
    to: options.to,
    subject: `${tokens(options.amount)} refunded for your run of ${options.automationName}`,
    greeting: `Hi ${options.name || 'there'},`,
    paragraphs: [
      `Basalt support refunded ${tokens(options.amount)} to your balance for your run of ${options.automationName}.`,
      `Reason: ${options.reason}`,
    ],
    action: { label: 'View the run', url: `${options.publicUrl}/automation-history?run=${options.runId}` },
  });
}
