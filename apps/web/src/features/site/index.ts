export { useSiteStats } from './api/get-site-stats';
export { useFaq } from './api/get-faq';
export { useSiteAddress } from './api/get-site-address';
export { StatCounter } from './components/stat-counter';
export { SiteCounters, type SiteCounter } from './components/site-counters';
export { useCountUp, COUNT_UP_MS } from './hooks/use-count-up';
export { useTokenPackages } from './api/list-token-packages';
export { formatUsd, formatWholeUsd, usdPerToken, smallestPurchaseCents } from './utils/token-prices';
export { useStartingPrice } from './hooks/use-starting-price';
