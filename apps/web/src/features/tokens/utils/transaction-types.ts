import type { TokenTransactionType } from '@basalt/contracts/tokens/list-token-transactions';
import { formatNumber } from '@/lib/format';
import {
  ArrowDownToLine,
  CreditCard,
  Gift,
  Hourglass,
  Lock,
  Repeat,
  RotateCcw,
  ShieldCheck,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/** The spec's labels, plus the two D5 adds (a run's reserve and its release). */
export const transactionTypes: Record<TokenTransactionType, { label: string; icon: LucideIcon }> = {
  purchase: { label: 'Token Purchase', icon: CreditCard },
  bonus: { label: 'Bonus Tokens', icon: Gift },
  subscription_grant: { label: 'Subscription Grant', icon: Repeat },
  refund: { label: 'Refund', icon: RotateCcw },
  deduction: { label: 'Automation Run', icon: Zap },
  hold: { label: 'Tokens Reserved', icon: Lock },
  release: { label: 'Reserve Released', icon: ArrowDownToLine },
  expiration: { label: 'Token Expiration', icon: Hourglass },
  admin_adjustment: { label: 'Admin Adjustment', icon: ShieldCheck },
};

/** Spec: a plus sign for positive amounts. */
export const formatSignedTokens = (amount: number) => (amount > 0 ? `+${formatNumber(amount)}` : formatNumber(amount));
