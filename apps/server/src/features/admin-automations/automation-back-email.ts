import { renderEmail, type MailMessage } from '../../platform/mail';

/** The one e-mail a customer asked for on the paused automation's page (DESIGN D18). */
export function automationBackEmail(
  to: { email: string; name: string | null },
  name: string,
  url: string,
): MailMessage {
  return renderEmail({
    to: to.email,
    subject: `${name} is back`,
    greeting: `Hi ${to.name ?? 'there'},`,
    paragraphs: [`${name} was temporarily unavailable. Our team has looked at it, and it takes runs again.`],
    action: { label: `Open ${name}`, url },
    footnote: 'You asked for this e-mail on the automation’s page. It is the only one we send about this pause.',
  });
}
