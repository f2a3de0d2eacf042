import { cutPreview, type Configuration } from '@basalt/contracts';
import { FolderOpen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { automationPath } from '@/features/catalogue';

function ConfigurationCard({ configuration }: { configuration: Configuration }) {
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h3 className="font-semibold">{configuration.automation.name}</h3>
            <p className="text-sm text-muted-foreground">{configuration.configName ?? 'Untitled Configuration'}</p>
          </div>
          <span className="rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs font-medium text-emerald-700 dark:text-emerald-300">
            Active
          </span>
        </div>
        <dl className="flex flex-col gap-1 text-xs">
          {cutPreview(configuration.preview, 3, 30).map(({ label, value }) => (
            <div key={label} className="flex min-w-0 gap-1">
              <dt className="shrink-0 text-muted-foreground">{label}:</dt>
              <dd className="truncate">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-auto text-xs text-muted-foreground">Created {formatDate(configuration.createdAt)}</p>
        <Link
          to={automationPath(configuration.automation)}
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          View Dashboard
        </Link>
      </Card>
    </li>
  );
}

export function RecentConfigurations({ configurations }: { configurations: Configuration[] }) {
  if (configurations.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 p-8 text-center">
        <FolderOpen size={28} className="text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground">You have no saved automations yet.</p>
        <Link to="/marketplace" className={buttonStyles()}>
          Explore Marketplace
        </Link>
      </Card>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {configurations.map((configuration) => (
        <ConfigurationCard key={configuration.id} configuration={configuration} />
      ))}
    </ul>
  );
}
