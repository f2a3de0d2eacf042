export * from './ledger-entry-type';
export * from './get-token-stats';
export * from './list-token-balances';
export * from './adjust-tokens';
export * from './list-admin-adjustments';
export * from './welcome-credit';
export * from './list-admin-purchases';
