/** Who users are told made an admin adjustment; the admin's own identity stays in the audit log. */
export const ADJUSTED_BY = 'Basalt support';

/** The description of an admin adjustment, as written in the ledger (append-only) and shown to its user. */
export const adjustmentDescription = (reason: string) => `Adjustment by ${ADJUSTED_BY}: ${reason}`;

/** The description of a run refunded by an admin, as its user reads it in their history. */
export const refundDescription = (automationName: string, reason: string) =>
  `Refund by ${ADJUSTED_BY} for a run of ${automationName}: ${reason}`;

// Entries written before decision 028 named the admin's e-mail; the ledger cannot be rewritten.
const OLD_ADJUSTMENT = /^Admin adjustment by [^:]*: /;

/** A ledger entry's description as its user reads it (history, CSV export): never an admin's e-mail. */
export function userFacingDescription(type: string, description: string): string {
  if (type !== 'admin_adjustment') return description;
  return description.replace(OLD_ADJUSTMENT, `Adjustment by ${ADJUSTED_BY}: `);
}
