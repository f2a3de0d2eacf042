import { RESET_REVOKES_NOTICE } from '@basalt/contracts';
import type { MailMessage } from '../mail/send-mail';
import { renderEmail } from '../mail/render-email';

export function verifyEmailEmail({ to, name, url }: { to: string; name: string; url: string }): MailMessage {
  return renderEmail({
    to,
    subject: 'Confirm your e-mail for Basalt',
    greeting: `Hi ${name || 'there'},`,
    paragraphs: ['Thanks for signing up. Confirm your e-mail address to start running automations.'],
    action: { label: 'Confirm e-mail', url },
    footnote: 'The link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.',
  });
}

export function resetPasswordEmail({ to, name, url }: { to: string; name: string; url: string }): MailMessage {
  return renderEmail({
    to,
    subject: 'Reset your Basalt password',
    greeting: `Hi ${name || 'there'},`,
    paragraphs: [
      'Someone asked to reset the password of your Basalt account.',
      RESET_REVOKES_NOTICE,
      'Choose a new one here:',
    ],
    action: { label: 'Choose a new password', url },
    footnote: 'The link works once and expires in 1 hour. If it was not you, ignore this e-mail: nothing changes.',
  });
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Sent once a reset has happened, saying what it took back (DESIGN D16). */
export function passwordResetDoneEmail(options: {
  to: string;
  name: string;
  apiKeys: number;
  apps: number;
  signInUrl: string;
}): MailMessage {
  const { apiKeys, apps } = options;
  const revoked =
    apiKeys + apps === 0
      ? 'You had no API keys or connected apps, so nothing else was revoked.'
      : `We revoked ${counted(apiKeys, 'API key', 'API keys')} and disconnected ${counted(apps, 'app', 'apps')}. Create new keys in Account Settings, API tab, for the integrations you still use.`;
  return renderEmail({
    to: options.to,
    subject: 'Your Basalt password was reset',
    greeting: `Hi ${options.name || 'there'},`,
    paragraphs: ['The password of your Basalt account was reset, and every session was signed out.', revoked],
    action: { label: 'Sign in', url: options.signInUrl },
    footnote: 'If you did not reset your password, reset it again at once and write to support.',
  });
}

/** Sent instead of a second account when someone signs up with an e-mail that already has one. */
export function existingAccountEmail({
  to,
  name,
  signInUrl,
  resetUrl,
}: {
  to: string;
  name: string;
  signInUrl: string;
  resetUrl: string;
}): MailMessage {
  return renderEmail({
    to,
    subject: 'You already have a Basalt account',
    greeting: `Hi ${name || 'there'},`,
    paragraphs: [
      'Someone (probably you) tried to sign up for Basalt with this e-mail address, which already has an account. No new account was created.',
      `Forgot your password? You can choose a new one at ${resetUrl}`,
    ],
    action: { label: 'Sign in', url: signInUrl },
    footnote: 'If this was not you, you can ignore this e-mail; your account has not changed.',
  });
}
