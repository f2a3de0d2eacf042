/** A part of a charge taken from one lot. */
export interface LotAllocation {
  lotId: string;
  amount: number;
}

/**
 * Takes `amount` from lots given in spending order (soonest expiry first, DESIGN D2), each lot
 * emptied before the next is touched. Undefined when the lots together hold less.
 */
export function allocateFromLots(
  lots: readonly { id: string; remainingAmount: number }[],
  amount: number,
): LotAllocation[] | undefined {
  const allocations: LotAllocation[] = [];
  let left = amount;
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(lot.remainingAmount, left);
    if (take > 0) allocations.push({ lotId: lot.id, amount: take });
    left -= take;
  }
  return left === 0 ? allocations : undefined;
}

/** When purchased tokens run out: `days` after `from`, or never when the setting is 0. */
export function lotExpiry(from: Date, days: number): Date | null {
  return days === 0 ? null : new Date(from.getTime() + days * 86_400_000);
}
