import type { MailMessage } from './send-mail';

export interface EmailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Listed after the paragraphs, each a link by its name (a result's files). */
  links?: { label: string; url: string }[];
  action?: { label: string; url: string };
  footnote?: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One simple, table-free layout that mail clients render well, with a plain-text twin. */
export function renderEmail(content: EmailContent): MailMessage {
  const { action, footnote, links = [] } = content;
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f4f4f5;font-family:Helvetica,Arial,sans-serif;color:#18181b">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="font-size:20px;font-weight:bold;margin:0 0 24px;color:#ea580c">Basalt</p>
<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${
  links.length > 0
    ? `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${links.map((link) => `<li><a href="${escapeHtml(link.url)}" style="color:#c2410c;word-break:break-all">${escapeHtml(link.label)}</a></li>`).join('')}</ul>`
    : ''
}
${
  action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#ea580c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52525b">Or paste this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#c2410c;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : ''
}
${footnote ? `<p style="margin:24px 0 0;font-size:13px;color:#71717a">${escapeHtml(footnote)}</p>` : ''}
</div></body></html>`;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(links.length > 0 ? [...links.map((link) => `- ${link.label}: ${link.url}`), ''] : []),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(footnote ? [footnote, ''] : []),
    '-- Basalt',
  ].join('\n');
  return { to: content.to, subject: content.subject, html, text };
}
