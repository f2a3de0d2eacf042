import { AUTOMATION_TRASH_DAYS, type TrashedAutomation } from '@basalt/contracts';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStatus } from '@/components/ui/list-status';
import { LoadErrorPanel } from '@/components/ui/load-error-panel';
import { Table, Td, Th } from '@/components/ui/table';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { useAutomationTrash } from '../api/list-automation-trash';
import { useRestoreAutomation } from '../api/restore-automation';
import { AutomationStatusBadge } from './automation-status-badge';

const deletedBy = (row: TrashedAutomation) => row.deletedBy?.name || row.deletedBy?.email || 'A removed account';

/** Deleted automations until their purge; Restore gives each back with the status it had (decision 066). */
export function AutomationTrash() {
  const trash = useAutomationTrash();
  const restore = useRestoreAutomation();
  const rows = trash.data?.automations ?? [];
  const restoreOne = (row: TrashedAutomation) =>
    restore.mutate(row.id, {
      onSuccess: ({ automation }) =>
        toast.success(`Restored "${automation.name}"${automation.status === 'published' ? ': it is live again' : ''}`),
      onError: (error) => toast.error(`Failed to restore "${row.name}": ${error.message}`),
    });
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Deleted automations stay here for {AUTOMATION_TRASH_DAYS} days, then are deleted for good. Restore gives one
        back with the status it had; its runs, configurations and address come back with it.
      </p>
      <ListStatus
        query={trash}
        loadingLabel="Loading the trash"
        error={
          <LoadErrorPanel
            message="Failed to load the trash"
            retrying={trash.isFetching}
            onRetry={() => void trash.refetch()}
          />
        }
        isEmpty={() => rows.length === 0}
        empty={<EmptyState title="The trash is empty" hint="Deleted automations appear here for 30 days" />}
      >
        {() => (
          <Table aria-label="Deleted automations">
            <thead>
              <tr>
                <Th>Name</Th>
                <Th>Restores as</Th>
                <Th>Deleted</Th>
                <Th>By</Th>
                <Th>Deleted for good on</Th>
                <Th className="text-right">Runs</Th>
                <Th sticky className="text-right">
                  Actions
                </Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <Td className="font-medium">{row.name}</Td>
                  <Td>
                    <AutomationStatusBadge status={row.status} />
                  </Td>
                  <Td className="whitespace-nowrap">{formatDateTime(row.deletedAt)}</Td>
                  <Td>{deletedBy(row)}</Td>
                  <Td className="whitespace-nowrap">{formatDate(row.purgeAt)}</Td>
                  <Td className="text-right tabular-nums">{formatNumber(row.runCount)}</Td>
                  <Td sticky>
                    <div className="flex justify-end">
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Restore ${row.name}`}
                        disabled={restore.isPending}
                        onClick={() => restoreOne(row)}
                      >
                        Restore
                      </Button>
                    </div>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </ListStatus>
    </div>
  );
}
