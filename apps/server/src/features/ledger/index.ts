export {
  adjustBalance,
  credit,
  debit,
  expireDueTokens,
  forfeitBalance,
  hold,
  refundDebit,
  releaseHold,
  runLedgerKeys,
  settleHold,
  type AdjustBalanceInput,
  type CreditInput,
  type DebitInput,
  type HoldInput,
  type SettleHoldInput,
} from './ledger.service';
export type { LedgerResult, LedgerScope } from './user-ledger';
export type { LedgerEntry, SpendingLimits } from './ledger.queries';
export { lotExpiry } from './lots';
export { startTokenExpiry } from './expire-tokens.job';
export { readLedgerState, type LedgerState } from './ledger-invariants';
export { adjustmentDescription, userFacingDescription } from './user-facing-description';
export {
  ledgerEntryApiKeyJoin,
  ledgerEntryAutomationJoin,
  ledgerEntryNames,
  ledgerEntryOauthClientJoin,
} from './ledger-entry-names';
