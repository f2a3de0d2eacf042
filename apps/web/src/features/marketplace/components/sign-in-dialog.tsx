import type { MarketplaceAutomation } from '@basalt/contracts';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { automationPath, CategoryChip } from '@/features/catalogue';

type SignInDialogProps = { automation: MarketplaceAutomation | null; onClose: () => void };

export function SignInDialog({ automation, onClose }: SignInDialogProps) {
  return (
    <Dialog open={automation !== null} onClose={onClose} title={automation?.name ?? ''}>
      {automation && (
        <>
          {automation.category && <CategoryChip name={automation.category.name} />}
          <p className="text-sm text-muted-foreground">{automation.description}</p>
          <p className="rounded-lg bg-surface-muted px-4 py-3 text-sm font-medium">
            Sign in to use this automation and unlock all features
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            {/* Back to the automation the visitor picked, after sign-in or sign-up and confirmation. */}
            <Link to={`/login?${new URLSearchParams({ next: automationPath(automation) })}`} className={buttonStyles()}>
              Sign In
            </Link>
          </div>
        </>
      )}
    </Dialog>
  );
}
