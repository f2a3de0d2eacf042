import { useTokenPackages } from '../api/list-token-packages';
import { formatWholeUsd, smallestPurchaseCents } from '../utils/token-prices';

/** '$10': the smallest bundle's price for marketing lines, from the bundles on sale (D1); null until known. */
export function useStartingPrice(): string | null {
  const { data } = useTokenPackages();
  const cents = data ? smallestPurchaseCents(data.packages) : null;
  return cents === null ? null : formatWholeUsd(cents);
}
