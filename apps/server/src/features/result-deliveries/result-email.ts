import { renderEmail, type MailMessage } from '../../platform/mail';
import { headline, type ResultContent } from './result-content';

/** The result itself by e-mail: the summary, the files as signed links, and the run. */
export function resultEmail(to: string, content: ResultContent): MailMessage {
  const failed = content.status !== 'completed';
  return renderEmail({
    to,
    subject: failed ? headline(content) : `Your result from ${content.automationName}`,
    greeting: 'Hi,',
    paragraphs: [
      `Your run of ${headline(content)}.`,
      ...(content.summary ? [content.summary] : []),
      ...(content.files.length > 0 ? ['Its files (the links work for 7 days):'] : []),
    ],
    links: content.files.map((file) => ({ label: file.name, url: file.url })),
    action: { label: failed ? 'View the run' : 'View the result', url: content.runUrl },
    footnote: 'You get this e-mail because you asked for this run’s result by e-mail.',
  });
}
