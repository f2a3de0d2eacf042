import { runQuoteTokens } from '@basalt/contracts';
import type { Database } from '../../../platform/db/database';
import type { RunPricing } from '../../../platform/db/schema';
import { debit, hold, refundDebit, releaseHold, runLedgerKeys, settleHold, type LedgerResult } from '../../ledger';
import type { RunRow } from '../runs.queries';

interface PricedAutomation {
  name: string;
  pricingModel: RunPricing['model'];
  tokenCostPerRun: number | null;
  tokenCostPerMinute: number | null;
  maxDurationMinutes: number;
}

/** The price a run starts with (D5): per_run charges its cost; per_minute and hybrid hold the whole quote. */
export function pricingOf(automation: PricedAutomation): RunPricing {
  const model = automation.pricingModel;
  const quote = runQuoteTokens({ ...automation, tokenCostPerMinute: automation.tokenCostPerMinute });
  return {
    model,
    perRun: model === 'per_run' || model === 'hybrid' ? (automation.tokenCostPerRun ?? 0) : 0,
    perMinute: model === 'per_minute' || model === 'hybrid' ? Number(automation.tokenCostPerMinute ?? 0) : 0,
    hold: model === 'per_minute' || model === 'hybrid' ? quote : 0,
  };
}

/** What the ledger records of a run. */
type BilledRun = Pick<RunRow, 'id' | 'userId' | 'automationId' | 'apiKeyId' | 'oauthClientId' | 'pricing'>;

const ledgerContext = (run: BilledRun, automationName: string) => ({
  userId: run.userId,
  runId: run.id,
  automationId: run.automationId,
  // The key that started the run, so the owner sees which program or agent spent the tokens.
  metadata: {
    automation_name: automationName,
    ...(run.apiKeyId ? { api_key_id: run.apiKeyId } : {}),
    ...(run.oauthClientId ? { oauth_client_id: run.oauthClientId } : {}),
  },
});

/**
 * Charges (per_run) or holds (metered) the quote inside the transaction that creates the run; answers
 * the ledger's result, or undefined for a free run. A refused charge fails the whole start, so the
 * run is not created either.
 */
export async function chargeRunStart(
  tx: Database,
  run: BilledRun,
  automationName: string,
): Promise<LedgerResult | undefined> {
  const { pricing } = run;
  const keys = runLedgerKeys(run.id);
  if (pricing.hold > 0) {
    return hold(
      { within: tx },
      {
        ...ledgerContext(run, automationName),
        amount: pricing.hold,
        idempotencyKey: keys.hold,
        description: `Reserved for a run of ${automationName}`,
      },
    );
  }
  if (pricing.perRun > 0) {
    return debit(
      { within: tx },
      {
        ...ledgerContext(run, automationName),
        amount: pricing.perRun,
        idempotencyKey: keys.charge,
        description: `Run of ${automationName}`,
      },
    );
  }
  return undefined;
}

/** Started minutes of a run: a run of 5 seconds has started its first minute (D5). */
export function startedMinutes(startedAt: Date | null, endedAt: Date): number {
  if (!startedAt) return 0;
  return Math.max(1, Math.ceil((endedAt.getTime() - startedAt.getTime()) / 60_000));
}

/** The actual cost of a metered run: per-run part plus rate x started minutes, capped at the hold. */
export function meteredCost(pricing: RunPricing, startedAt: Date | null, endedAt: Date): number {
  if (!startedAt) return 0;
  const cost = pricing.perRun + Math.ceil(pricing.perMinute * startedMinutes(startedAt, endedAt));
  return Math.min(cost, pricing.hold);
}

export interface RunSettlement {
  tokensCharged: number;
  tokensRefunded: number;
  /** True when tokens went back to the user (a refund, or a hold released without charge). */
  returned: boolean;
}

/**
 * Ends a run's billing in the caller's transaction. refund: a per_run charge is refunded in full, a
 * hold is released (D4). charge: a hold is settled at the actual cost and the rest released (D5);
 * a per_run charge stands.
 */
export async function settleRunEnd(
  tx: Database,
  run: RunRow,
  automationName: string,
  decision: 'refund' | 'charge',
  endedAt: Date,
): Promise<RunSettlement> {
  const { pricing } = run;
  const keys = runLedgerKeys(run.id);
  const context = ledgerContext(run, automationName);
  if (pricing.hold > 0) {
    if (decision === 'refund' || !run.startedAt) {
      await releaseHold(
        { within: tx },
        {
          ...context,
          holdKey: keys.hold,
          description: `Reserved tokens returned: the run of ${automationName} was not charged`,
        },
      );
      return { tokensCharged: 0, tokensRefunded: 0, returned: true };
    }
    const cost = meteredCost(pricing, run.startedAt, endedAt);
    await settleHold(
      { within: tx },
      {
        ...context,
        holdKey: keys.hold,
        charge: cost,
        description: `Run of ${automationName} (${startedMinutes(run.startedAt, endedAt)} min)`,
      },
    );
    return { tokensCharged: cost, tokensRefunded: 0, returned: false };
  }
  if (decision === 'refund' && run.tokensCharged > 0) {
    await refundDebit(
      { within: tx },
      {
        ...context,
        debitKey: keys.charge,
        description: `Refund: the run of ${automationName} failed`,
      },
    );
    return { tokensCharged: run.tokensCharged, tokensRefunded: run.tokensCharged, returned: true };
  }
  return { tokensCharged: run.tokensCharged, tokensRefunded: 0, returned: false };
}
