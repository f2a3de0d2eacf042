import type { ChatService } from '@basalt/contracts';
import { headline, type ResultContent } from './result-content';

// Slack's mrkdwn needs only these three escaped; the rest of a summary's Markdown mostly reads as is.
const slackEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// Link labels in Markdown must not close the bracket early.
const markdownLabel = (text: string) => text.replace(/[[\]]/g, '');

/** Slack incoming webhook: `text` for notifications and old clients, `blocks` for the message itself. */
export function slackMessage(content: ResultContent) {
  const title = headline(content);
  const blocks: object[] = [{ type: 'header', text: { type: 'plain_text', text: title.slice(0, 150) } }];
  if (content.summary) blocks.push({ type: 'section', text: { type: 'mrkdwn', text: slackEscape(content.summary) } });
  if (content.files.length > 0) {
    const lines = content.files.map((file) => `• <${file.url}|${slackEscape(file.name).replace(/\|/g, '')}>`);
    blocks.push({ type: 'section', text: { type: 'mrkdwn', text: `*Files*\n${lines.join('\n')}` } });
  }
  blocks.push({
    type: 'actions',
    elements: [{ type: 'button', text: { type: 'plain_text', text: 'View the run' }, url: content.runUrl }],
  });
  return { text: content.summary ? `${title}: ${content.summary.slice(0, 200)}` : title, blocks };
}

const discordColours = { completed: 0x16a34a, failed: 0xdc2626, cancelled: 0x71717a } as const;

/** Discord webhook: a line of `content` and one embed; no mention in a result may ping anyone. */
export function discordMessage(content: ResultContent) {
  const title = headline(content);
  const fields =
    content.files.length > 0
      ? [
          {
            name: 'Files',
            value: content.files
              .map((file) => `[${markdownLabel(file.name)}](${file.url})`)
              .join('\n')
              .slice(0, 1024),
          },
        ]
      : [];
  return {
    content: `**${title}**`,
    embeds: [
      {
        title: title.slice(0, 256),
        url: content.runUrl,
        ...(content.summary ? { description: content.summary } : {}),
        color: discordColours[content.status],
        fields,
      },
    ],
    allowed_mentions: { parse: [] },
  };
}

/** Teams (Workflows or an incoming webhook): a message carrying one Adaptive Card. */
export function teamsMessage(content: ResultContent) {
  const body: object[] = [{ type: 'TextBlock', text: headline(content), size: 'Medium', weight: 'Bolder', wrap: true }];
  if (content.summary) body.push({ type: 'TextBlock', text: content.summary, wrap: true });
  if (content.files.length > 0) {
    body.push({ type: 'TextBlock', text: 'Files', weight: 'Bolder', wrap: true });
    for (const file of content.files) {
      body.push({ type: 'TextBlock', text: `[${markdownLabel(file.name)}](${file.url})`, wrap: true, spacing: 'None' });
    }
  }
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body,
          actions: [{ type: 'Action.OpenUrl', title: 'View the run', url: content.runUrl }],
        },
      },
    ],
  };
}

export const chatMessage: Record<ChatService, (content: ResultContent) => object> = {
  slack: slackMessage,
  discord: discordMessage,
  teams: teamsMessage,
};
