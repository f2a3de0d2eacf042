import type { MailListItem, MailMessageRow } from './dev-mailbox.queries';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Plain text with every http(s) address turned into a link the developer can click. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Basalt dev mailbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f4f4f5;color:#18181b}
main{max-width:960px;margin:0 auto;background:#fff;border-radius:12px;padding:24px}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:8px;border-bottom:1px solid #e4e4e7;font-size:14px}
a{color:#c2410c}pre{white-space:pre-wrap;word-break:break-all;background:#f4f4f5;padding:12px;border-radius:8px}
iframe{width:100%;height:560px;border:1px solid #e4e4e7;border-radius:8px}.note{color:#52525b;font-size:14px}
</style></head><body><main>${body}</main></body></html>`;

export function mailListPage(mails: MailListItem[], to: string | undefined): string {
  const rows = mails
    .map(
      (mail) => `<tr><td>${mail.createdAt.toISOString().replace('T', ' ').slice(0, 19)}</td>
<td>${escapeHtml(mail.toAddress)}</td><td><a href="/dev/mailbox/${mail.id}">${escapeHtml(mail.subject)}</a></td>
<td>${mail.status}</td></tr>`,
    )
    .join('\n');
  return page(
    'Mailbox',
    `<h1>Dev mailbox</h1>
<p class="note">Every e-mail Basalt queued, newest first (the last ${mails.length}). Not served in production.</p>
<form method="get" action="/dev/mailbox"><label>To <input name="to" type="email" value="${escapeHtml(to ?? '')}"></label>
<button type="submit">Filter</button></form>
${mails.length === 0 ? '<p>No e-mails yet.</p>' : `<table><thead><tr><th>Queued (UTC)</th><th>To</th><th>Subject</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`}`,
  );
}

export function mailMessagePage(mail: MailMessageRow): string {
  // Links in the HTML part open in the whole tab, not inside the preview frame.
  const html = mail.html.replace(/<head>|<html[^>]*>/i, (tag) => `${tag}<base target="_top">`);
  return page(
    mail.subject,
    `<p><a href="/dev/mailbox">← All e-mails</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<p class="note">To ${escapeHtml(mail.toAddress)} · queued ${mail.createdAt.toISOString()} · ${mail.status}${mail.lastError ? ` · last error: ${escapeHtml(mail.lastError)}` : ''}</p>
<h2>Plain text</h2>
<pre>${linkify(mail.text)}</pre>
<h2>HTML</h2>
<iframe title="HTML version of the e-mail" sandbox="allow-top-navigation-by-user-activation allow-popups" srcdoc="${escapeHtml(html)}"></iframe>`,
  );
}
