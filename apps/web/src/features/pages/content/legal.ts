export interface LegalSection {
  title: string;
  paragraphs: string[];
}

export const termsSections: LegalSection[] = [
  {
    title: 'Acceptance of Terms',
    paragraphs: [
      'By creating an account or using Basalt you agree to these Terms of Service. If you do not agree, do not use the service.',
    ],
  },
  {
    title: 'Description of Service',
    paragraphs: [
      'Basalt is a marketplace of ready-made automations. Signed-in users run automations and pay for each run with prepaid tokens bought by card. Prices are shown before every run.',
    ],
  },
  {
    title: 'Accounts',
    paragraphs: [
      'You must be at least 18 years old to create an account. You are responsible for keeping your password secret and for everything done with your account. Give accurate information and keep it up to date.',
    ],
  },
  {
    title: 'Your Responsibilities',
    paragraphs: [
      'Only submit data you have the right to process. Do not use Basalt to break the law, to send spam, to harm others or to attack the service or its users.',
    ],
  },
  {
    title: 'Intellectual Property',
    paragraphs: [
      'Basalt and its automations belong to us. The data you submit and the results of your runs belong to you; you allow us to process them only to provide the service.',
    ],
  },
  {
    title: 'Limitation of Liability',
    paragraphs: [
      'Basalt is provided as is. To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability is limited to the amount you paid us in the twelve months before the claim. Tokens of a run that fails for a reason on our side are refunded automatically.',
    ],
  },
  {
    title: 'Termination',
    paragraphs: [
      'You may delete your account at any time from Account Settings. We may suspend or close accounts that break these terms.',
    ],
  },
  {
    title: 'Governing Law',
    paragraphs: [
      'These terms are governed by the laws of the State of Delaware, United States, without regard to its conflict of law rules.',
    ],
  },
  {
    title: 'Changes to These Terms',
    paragraphs: [
      'We may change these terms. We will post the new version on this page with a new date and, for important changes, tell you by e-mail before they apply.',
    ],
  },
  {
    title: 'Contact',
    paragraphs: ['Questions about these terms? Reach us through the Contact page.'],
  },
];

export const privacySections: LegalSection[] = [
  {
    title: 'Information We Collect',
    paragraphs: [
      'Account data (name, e-mail address, password hash), the inputs and files you submit to automations, run results, token purchases and balances, and the requests you send through our forms. Payments are handled by our card payment provider; we never receive your card number.',
    ],
  },
  {
    title: 'How We Use Your Information',
    paragraphs: [
      'To run the automations you ask for, keep your balance and history, process payments, answer your requests, keep the service secure, and count page views so we know which pages are useful.',
    ],
  },
  {
    title: 'Data Storage and Security',
    paragraphs: [
      'Data travels over encrypted connections. Every request is checked on our servers, so you can only read and change your own data, and only administrators can reach administration features. Passwords are stored as hashes.',
    ],
  },
  {
    title: 'Your Rights (GDPR and CCPA)',
    paragraphs: [
      'You may ask to access, correct, export or delete your personal data, and object to its processing. We answer requests within 30 days and delete data within 30 days of a deletion request.',
    ],
  },
  {
    title: 'Third-Party Services',
    paragraphs: [
      'We use a card payment provider for purchases and an e-mail provider to send account e-mails. Automations may call the services needed to do their job with the inputs you provide. We do not use third-party analytics or advertising trackers, and we set no tracking cookies: the only cookie keeps you signed in, and page views are counted by Basalt itself.',
    ],
  },
  {
    title: "Children's Privacy",
    paragraphs: ['Basalt is not meant for anyone under 18, and we do not knowingly collect their data.'],
  },
  {
    title: 'Data Retention',
    paragraphs: [
      'We keep your data while your account exists. After deletion, copies may remain in backups for up to 90 days. Records of payments are kept as long as the law requires.',
    ],
  },
  {
    title: 'International Transfers',
    paragraphs: [
      'Your data may be processed outside your country. Where it is, we use safeguards the law recognises, such as standard contractual clauses.',
    ],
  },
  {
    title: 'Changes to This Policy',
    paragraphs: [
      'We will post any change on this page with a new date, and tell you by e-mail about important changes.',
    ],
  },
  {
    title: 'Contact',
    paragraphs: ['For privacy requests or questions, reach us through the Contact page.'],
  },
];
