import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

// The tokens feature is a chunk of its own: only a return from the payment page loads it here.
const CheckoutCancelledNotice = lazy(() =>
  import('@/features/tokens').then((tokens) => ({ default: tokens.CheckoutCancelledNotice })),
);

const subscribeNever = () => () => {};

/**
 * Any page can be where the payment page's Back link returns (the page the purchase started from).
 * Browser only: the server render and the hydration both show nothing here.
 */
export function CheckoutReturn() {
  const [params] = useSearchParams();
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  if (!inBrowser || params.get('checkout') !== 'cancelled') return null;
  return (
    <Suspense fallback={null}>
      <CheckoutCancelledNotice />
    </Suspense>
  );
}
