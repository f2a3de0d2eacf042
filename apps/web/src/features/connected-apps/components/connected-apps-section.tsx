import type { ConnectedApp } from '@basalt/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadErrorPanel } from '@/components/ui/load-error-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, Td, Th } from '@/components/ui/table';
import { formatDate, formatRelativeTime } from '@/lib/format';
import { useConnectedApps, useDisconnectApp } from '../api/connected-apps';

const appName = (app: ConnectedApp) => app.name ?? 'Unnamed app';

/** The AI agents and other apps this person let sign in as them (OAuth, decision 032), and a way out. */
export function ConnectedAppsSection() {
  const apps = useConnectedApps();
  return (
    <section aria-labelledby="connected-apps-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="connected-apps-heading" className="text-lg font-semibold">
          Connected Apps
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Apps you allowed to sign in as you, such as AI agents using Basalt over MCP. They can run automations and
          spend your tokens, within your monthly budget, until you disconnect them.
        </p>
      </div>
      {apps.isPending && <Skeleton className="h-24" />}
      {apps.error && <LoadErrorPanel retrying={apps.isFetching} onRetry={() => void apps.refetch()} />}
      {apps.data && <ConnectedAppList apps={apps.data} />}
    </section>
  );
}

function ConnectedAppList({ apps }: { apps: ConnectedApp[] }) {
  const disconnect = useDisconnectApp();
  const [leaving, setLeaving] = useState<ConnectedApp | null>(null);
  if (apps.length === 0) return <p className="text-sm text-muted-foreground">No app is connected to your account.</p>;
  return (
    <>
      <Table aria-label="Connected apps">
        <thead>
          <tr>
            <Th>App</Th>
            <Th>Connected</Th>
            <Th>Last sign-in</Th>
            <Th>Runs</Th>
            <Th sticky>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {apps.map((app) => (
            <tr key={app.clientId}>
              <Td className="font-medium">{appName(app)}</Td>
              <Td>{formatDate(app.connectedAt)}</Td>
              <Td>{app.lastSignInAt ? formatRelativeTime(app.lastSignInAt) : 'Never'}</Td>
              <Td>{app.runCount.toLocaleString('en-US')}</Td>
              <Td sticky className="text-right">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={disconnect.isPending}
                  onClick={() => setLeaving(app)}
                  aria-label={`Disconnect ${appName(app)}`}
                >
                  Disconnect
                </Button>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Dialog open={leaving !== null} onClose={() => setLeaving(null)} title="Disconnect app?">
        <p className="text-sm">
          Disconnect <strong>{leaving && appName(leaving)}</strong>? It stops working at once; to use it again you sign
          in from the app and allow it again. Its past runs stay in your history.
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setLeaving(null)}>
            Cancel
          </Button>
          <Button onClick={() => leaving && disconnect.mutate(leaving.clientId, { onSettled: () => setLeaving(null) })}>
            Disconnect App
          </Button>
        </div>
      </Dialog>
    </>
  );
}
