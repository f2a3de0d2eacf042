import { formatNumber } from '@/lib/format';

type RunTokensProps = {
  charged: number;
  refunded: number;
  /** Adds "tokens" after the figure, for lists without a Tokens column heading. */
  withUnit?: boolean;
};

/**
 * A finished run's tokens as every list shows them, so a refunded run never reads as charged (issue 15):
 * refunded in full, the charge struck through and "refunded"; refunded in part, what it kept and
 * "(n refunded)"; otherwise the charge.
 */
export function RunTokens({ charged, refunded, withUnit = false }: RunTokensProps) {
  const figure = (count: number) => `${formatNumber(count)}${withUnit ? (count === 1 ? ' token' : ' tokens') : ''}`;
  if (refunded <= 0) return <span>{figure(charged)}</span>;
  const kept = charged - refunded;
  if (kept <= 0) {
    return (
      <span>
        <s className="text-muted-foreground">{figure(charged)}</s> refunded
      </span>
    );
  }
  return (
    <span>
      {figure(kept)} <span className="text-muted-foreground">({formatNumber(refunded)} refunded)</span>
    </span>
  );
}
