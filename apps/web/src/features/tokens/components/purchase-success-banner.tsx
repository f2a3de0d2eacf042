import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';

/** Spec: the purchase success banner lasts 5 seconds. */
export const SUCCESS_BANNER_MS = 5000;

export function PurchaseSuccessBanner() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-xl border border-emerald-500/40 bg-emerald-500/10 px-4 py-3 text-sm font-medium text-emerald-700 dark:text-emerald-300"
    >
      <CheckCircle2 size={18} aria-hidden="true" /> Payment successful! Your tokens have been added to your balance.
    </p>
  );
}
