import { renderEmail } from '../../platform/mail';
import type { MailMessage } from '../../platform/mail';

const tokens = (n: number) => `${n.toLocaleString('en-US')} tokens`;

export function budgetReachedEmail(
  to: string,
  share: 80 | 100,
  spent: number,
  cap: number,
  accountUrl: string,
): MailMessage {
  const full = share === 100;
  return renderEmail({
    to,
    subject: full ? 'You have used your monthly budget' : 'You have used 80% of your monthly budget',
    greeting: 'Hello,',
    paragraphs: [
      `Runs have used ${tokens(spent)} of your monthly budget of ${tokens(cap)} this month (UTC).`,
      full
        ? 'New runs that would go over the budget are refused until the month ends or you raise it.'
        : 'When the budget is used up, new runs that would go over it are refused.',
    ],
    action: { label: 'Review your budget', url: accountUrl },
    footnote: 'You get this e-mail once a month. Budgets count calendar months in UTC.',
  });
}

export function lowBalanceEmail(to: string, balance: number, threshold: number, tokensUrl: string): MailMessage {
  return renderEmail({
    to,
    subject: 'Your token balance is low',
    greeting: 'Hello,',
    paragraphs: [
      `Your balance is ${tokens(balance)}, below the ${tokens(threshold)} you asked us to warn you about.`,
      'Buy tokens to keep your automations running.',
    ],
    action: { label: 'Buy tokens', url: tokensUrl },
    footnote: 'We e-mail you again only after your balance has been back above the threshold.',
  });
}
