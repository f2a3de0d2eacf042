import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useSubscription } from '@/features/tokens';
import { PlansDialog } from './plans-dialog';

/** Spec: tier, status ('active' green, others neutral) and renewal date, or 'No active subscription'. */
export function SubscriptionCard() {
  const subscription = useSubscription();
  const [plansOpen, setPlansOpen] = useState(false);
  const current = subscription.data;
  return (
    <Card className="flex flex-col gap-3 p-6">
      <h2 className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <BadgeCheck size={16} aria-hidden="true" /> Subscription Status
      </h2>
      {current ? (
        <>
          <p className="text-2xl font-bold">{current.tier}</p>
          <span
            className={cn(
              'w-fit rounded-full px-2.5 py-0.5 text-xs font-medium capitalize',
              current.status === 'active'
                ? 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300'
                : 'bg-surface-muted text-muted-foreground',
            )}
          >
            {current.status}
          </span>
          {current.renewsAt && <p className="text-sm text-muted-foreground">Renews {formatDate(current.renewsAt)}</p>}
        </>
      ) : (
        <>
          <p className="text-muted-foreground">{subscription.isPending ? '…' : 'No active subscription'}</p>
          {!subscription.isPending && (
            <Button variant="secondary" className="w-fit" onClick={() => setPlansOpen(true)}>
              View Plans
            </Button>
          )}
        </>
      )}
      <PlansDialog open={plansOpen} onClose={() => setPlansOpen(false)} />
    </Card>
  );
}
