import type { AutomationDetail } from '@basalt/contracts';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { automationPath, AutomationTrust, CategoryChip } from '@/features/catalogue';

/** What a visitor sees instead of the run panel (spec: only name and description, with a sign-up prompt). */
export function SignUpWall({ automation }: { automation: AutomationDetail }) {
  return (
    <section aria-labelledby="automation-name" className="rounded-3xl border bg-surface p-6 sm:p-10">
      <div className="flex max-w-2xl flex-col gap-4">
        {automation.category && <CategoryChip name={automation.category.name} />}
        <h1 id="automation-name" className="text-3xl font-semibold tracking-tight sm:text-4xl">
          {automation.name}
        </h1>
        <p className="text-lg text-muted-foreground">{automation.description}</p>
        <AutomationTrust automation={automation} relativeDate className="text-sm" />
        <p className="flex items-center gap-2 text-sm font-medium">
          <Lock size={16} aria-hidden="true" className="text-accent-text" />
          Create a free account to configure and run this automation.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link
            to={`/signup?${new URLSearchParams({ next: automationPath(automation) })}`}
            className={buttonStyles({ size: 'lg' })}
          >
            Sign up to use this automation
          </Link>
          <Link to="/browse" className={buttonStyles({ size: 'lg', variant: 'secondary' })}>
            Cancel
          </Link>
        </div>
      </div>
    </section>
  );
}
