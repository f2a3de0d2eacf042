import { categoryNames, welcomeCreditSentence, type FaqItem, type FaqSection } from '@basalt/contracts';
import { expirySentence } from '@basalt/contracts/tokens/token-pricing';
import type { TokenPackageRow } from './site.queries';
import { describePackage, formatCount, formatUsd, usdPerToken } from './token-prices';

export interface FaqFacts {
  packages: readonly TokenPackageRow[];
  tokenExpiryDays: number;
  supportEmail: string;
  /** The admin's welcome credit (DESIGN D20); 0 = off, and the FAQ promises nothing free. */
  welcomeCredit: number;
}

function freeStartAnswers({ welcomeCredit }: FaqFacts): FaqItem[] {
  const sentence = welcomeCreditSentence(welcomeCredit);
  if (sentence === null) return [];
  return [
    {
      question: 'Can I try Basalt for free?',
      answer: `Yes. Create a free account: ${sentence} They work on any automation and expire like bought tokens. Each e-mail address gets them once.`,
    },
  ];
}

/** The price answers are written from the bundles on sale, so they say what the purchase dialog says. */
function pricingAnswers({ packages, tokenExpiryDays }: FaqFacts) {
  const perToken = usdPerToken(packages);
  const cheapest = [...packages].sort((a, b) => a.amountUsdCents - b.amountUsdCents)[0];
  const withBonus = packages.filter((p) => p.bonusTokens > 0);
  const expiry =
    tokenExpiryDays === 0
      ? 'Tokens never expire: bonus tokens included, they stay in your balance until you use them.'
      : `${expirySentence(tokenExpiryDays)} This applies to bonus tokens too. When you spend, the tokens that expire soonest are used first, and each purchase shows its expiry date.`;
  return [
    {
      question: 'How much do tokens cost?',
      answer:
        packages.length === 0 || perToken === null
          ? 'Token bundles are not on sale at the moment. Please check back soon.'
          : `Tokens come in bundles: ${packages.map(describePackage).join('; ')}. ` +
            `That is ${formatCount(Math.round(1 / perToken))} tokens per dollar` +
            (withBonus.length > 0 ? ', with bonus tokens on the larger bundles.' : '.'),
    },
    {
      question: 'What is the smallest purchase?',
      answer: cheapest
        ? `You can start with ${formatUsd(cheapest.amountUsdCents)}, which buys ${formatCount(cheapest.tokens + cheapest.bonusTokens)} tokens. There is no monthly subscription.`
        : 'Token bundles are not on sale at the moment.',
    },
    { question: 'Do tokens expire?', answer: expiry },
    {
      question: 'How do I know what a run will cost?',
      answer:
        'Every automation page shows its price before you run it. Per-run automations cost a fixed number of tokens. ' +
        'Per-minute automations hold the rate times their maximum duration when the run starts and charge only the minutes used; ' +
        'hybrid automations add a fixed part to that. The unused part of a hold goes back to your balance when the run ends.',
    },
    {
      question: 'Do I need a subscription?',
      answer: 'No. You buy tokens when you need them and pay only for the runs you make. Signing up needs no card.',
    },
  ];
}

/** The FAQ page, grouped into sections; the page searches it in the browser. */
export function buildFaq(facts: FaqFacts): FaqSection[] {
  return [
    {
      id: 'getting-started',
      title: 'Getting Started',
      items: [
        {
          question: 'What is Basalt?',
          answer:
            'Basalt is a marketplace of ready-made automations. You pick one, fill in a short form, see the price and run it. You pay per run with prepaid tokens.',
        },
        {
          question: 'Which kinds of automations are there?',
          answer: `The marketplace has ${categoryNames.length} categories: ${categoryNames.join(', ')}.`,
        },
        ...freeStartAnswers(facts),
        {
          question: 'How do I run an automation?',
          answer:
            'Create a free account and confirm your e-mail address, buy tokens, open an automation, click Use This Automation, fill in the form and click Run Automation. You can watch the run live and find it later in your run history.',
        },
      ],
    },
    { id: 'tokens-and-pricing', title: 'Tokens & Pricing', items: pricingAnswers(facts) },
    {
      id: 'runs-and-refunds',
      title: 'Runs & Refunds',
      items: [
        {
          question: 'What happens if a run fails?',
          answer:
            'If a run fails for a reason that is not yours (the automation is unreachable, times out or answers with an error, or we cancel it), the tokens are refunded in full automatically. If the automation rejects your input, the run is not refunded: check your input data and try again.',
        },
        {
          question: 'Where do I see my past runs?',
          answer: 'In My Automation Runs, with filters, the result of each run and a Run Again button.',
        },
        {
          question: 'Can I delete a run?',
          answer: 'Yes. Deleting a run removes it permanently; the tokens it used are not refunded.',
        },
      ],
    },
    {
      id: 'api-and-integrations',
      title: 'API & AI Assistants',
      items: [
        {
          question: 'Can I start runs from my own code?',
          answer:
            'Yes. Create an API key on the API tab of Account Settings and send it as Authorization: Bearer with POST /api/runs, naming the automation and its input. Runs a key starts are charged to your tokens like any other run. Every operation is documented at /api/docs.',
        },
        {
          question: 'Can I connect an AI assistant?',
          answer:
            'Yes. Basalt is an MCP server at /mcp, so Claude, Cursor or any MCP client can find, price and run automations. Give the client the address and an API key, or only the address: a client that supports MCP sign-in asks you to sign in and allow it. A key can have a monthly token cap; a signed-in client is held to the monthly budget on the Budget tab.',
        },
        {
          question: 'How do I hear when a run ends?',
          answer:
            "Add a webhook endpoint on the API tab of Account Settings and choose its events: run.started, run.completed, run.failed and run.refunded. Each event is signed with the endpoint's own secret, and a delivery your server does not accept is retried for 24 hours.",
        },
      ],
    },
    {
      id: 'account-and-security',
      title: 'Account & Security',
      items: [
        {
          question: 'How are card payments handled?',
          answer:
            'Payments are made on the checkout page of our card payment provider. Basalt never sees or stores your card number. Tokens are added to your balance as soon as the provider confirms the payment.',
        },
        {
          question: 'Do you use tracking cookies?',
          answer:
            'No. The only cookie Basalt sets keeps you signed in. We count page views ourselves, without cookies and without third-party trackers.',
        },
        {
          question: 'Can I delete my account?',
          answer: 'Yes, from Account Settings. Your profile is deleted and you are signed out.',
        },
      ],
    },
    {
      id: 'custom-automations',
      title: 'Custom Automations',
      items: [
        {
          question: 'Can you build an automation for me?',
          answer:
            'Yes. Describe what you need on the Request Custom Automation page, with your budget and timeline, and we reply within 24-48 hours.',
        },
        {
          question: 'Can I talk to someone first?',
          answer: `Book a call from the Book a Call page, or write to ${facts.supportEmail}.`,
        },
      ],
    },
  ];
}
