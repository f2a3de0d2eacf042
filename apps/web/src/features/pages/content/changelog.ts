export type ChangeKind = 'added' | 'changed' | 'fixed' | 'removed';

export interface Release {
  version: string;
  /** ISO date of the release. */
  date: string;
  changes: Partial<Record<ChangeKind, string[]>>;
}

/** The spec's three versions, newest first. */
export const releases: Release[] = [
  {
    version: '1.2.0',
    date: '2025-10-08',
    changes: {
      added: [
        'Live run status: watch a run move from Queued to Completed without reloading.',
        'Per-minute and hybrid pricing, with the most a run can cost shown before it starts.',
        'Use cases page with automations for eight industries.',
      ],
      changed: ['Marketplace search now understands word forms, so "summarizing" finds "Summarizer".'],
      fixed: ['Token balance in the top bar updates right after a purchase.'],
    },
  },
  {
    version: '1.1.0',
    date: '2025-09-15',
    changes: {
      added: [
        'Saved configurations: keep the inputs you use often and run them again in one click.',
        'Run history with filters, details and Run Again.',
        'Bonus tokens on the larger token bundles.',
      ],
      changed: ['Automation pages show how it works, benefits, use cases and FAQs.'],
      fixed: ['Image uploads larger than the limit now show a clear message.'],
      removed: ['The old single-price token top-up, replaced by bundles.'],
    },
  },
  {
    version: '1.0.0',
    date: '2025-08-01',
    changes: {
      added: [
        'The marketplace: browse, search and filter ready-made automations by category.',
        'Token purchases by card and pay-per-run pricing.',
        'Accounts with e-mail confirmation, dark and light themes.',
      ],
    },
  },
];
