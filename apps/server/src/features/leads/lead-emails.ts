import type { MailMessage } from '../../platform/mail/send-mail';
import { renderEmail } from '../../platform/mail/render-email';
import type { leadRequests } from '../../platform/db/schema';

type LeadRequest = typeof leadRequests.$inferSelect;

const line = (label: string, value: string | null) => `${label}: ${value ?? '—'}`;

/** The admin notification for a new lead (D10); renderEmail escapes every value. */
export function newLeadRequestEmail(to: string, lead: LeadRequest, inboxUrl: string): MailMessage {
  const custom = lead.kind === 'custom_automation';
  const details = custom
    ? [
        line('Company', lead.company),
        line('Budget', lead.budgetRange),
        line('Timeline', lead.timeline),
        line('Description', lead.description),
        line('Use case', lead.useCase),
      ]
    : [line('Phone', lead.phone), line('Preferred date/time', lead.preferredDatetime), line('Topic', lead.topic)];
  return renderEmail({
    to,
    subject: custom ? `New custom automation request from ${lead.fullName}` : `New call request from ${lead.fullName}`,
    greeting: 'Hello,',
    paragraphs: [
      `${lead.fullName} (${lead.email}) sent a ${custom ? 'custom automation request' : 'call request'}.`,
      ...details,
    ],
    action: { label: 'Open the lead inbox', url: inboxUrl },
    footnote: custom
      ? 'We promise a reply within 24-48 hours.'
      : 'We promised to reach out shortly to schedule the call.',
  });
}
