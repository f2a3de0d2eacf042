/** Every token query sits under ['tokens'], so a purchase or a run can refresh them all at once. */
export const tokenQueryKeys = {
  all: ['tokens'] as const,
  balance: ['tokens', 'balance'] as const,
  lots: ['tokens', 'lots'] as const,
  transactions: ['tokens', 'transactions'] as const,
  purchases: ['tokens', 'purchases'] as const,
  subscription: ['tokens', 'subscription'] as const,
};
