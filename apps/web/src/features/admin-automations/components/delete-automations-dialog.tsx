import { AUTOMATION_TRASH_DAYS, type AutomationStatus } from '@basalt/contracts';
import { useState } from 'react';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatCount } from '@/lib/format';

export type AutomationToDelete = { id: string; name: string; status: AutomationStatus };

type DeleteAutomationsDialogProps = {
  /** What the admin chose; null while closed. */
  automations: AutomationToDelete[] | null;
  busy: boolean;
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Names every automation the delete takes (issue 39: "delete 3 automations?" hid a live one behind a
 * search that matched its description), and asks one tick per published one before Delete works.
 */
export function DeleteAutomationsDialog({ automations, ...props }: DeleteAutomationsDialogProps) {
  const count = automations?.length ?? 0;
  return (
    <Dialog
      open={automations !== null}
      onClose={props.onClose}
      title={count === 1 ? 'Delete this automation?' : `Delete ${formatCount(count, 'automation')}?`}
    >
      {/* Keyed by the selection, so a new one starts with every tick cleared. */}
      {automations && (
        <DeleteConfirmation key={automations.map((a) => a.id).join()} automations={automations} {...props} />
      )}
    </Dialog>
  );
}

function DeleteConfirmation({
  automations,
  busy,
  error,
  onConfirm,
  onClose,
}: Omit<DeleteAutomationsDialogProps, 'automations'> & { automations: AutomationToDelete[] }) {
  const live = automations.filter((automation) => automation.status === 'published');
  const [confirmed, setConfirmed] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setConfirmed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const ready = live.every((automation) => confirmed.has(automation.id));
  return (
    <>
      {error && <AlertBanner>{error}</AlertBanner>}
      <p className="text-sm">
        {automations.length === 1 ? 'It goes' : 'They go'} to the trash for {AUTOMATION_TRASH_DAYS} days: you can
        restore {automations.length === 1 ? 'it' : 'them'} from the Trash tab until then, then{' '}
        {automations.length === 1 ? 'it is' : 'they are'} deleted for good. Runs and customers&apos; saved
        configurations are kept.
      </p>
      <ul aria-label="Automations to delete" className="max-h-60 overflow-y-auto rounded-lg border px-3 py-2 text-sm">
        {automations.map((automation) => (
          <li key={automation.id} className="py-0.5">
            <span className="font-medium">{automation.name}</span>
            {automation.status === 'published' && <span className="text-muted-foreground"> (published)</span>}
          </li>
        ))}
      </ul>
      {live.length > 0 && (
        <fieldset className="flex flex-col gap-2 rounded-lg bg-red-500/10 px-3 py-2 text-sm">
          <legend className="sr-only">Confirm the published automations</legend>
          <p className="font-medium text-danger">
            {live.length === 1 ? 'This one is' : 'These are'} live on the marketplace. Tick to confirm:
          </p>
          <div className="flex max-h-40 flex-col gap-1 overflow-y-auto">
            {live.map((automation) => (
              <label key={automation.id} className="flex items-start gap-2">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={confirmed.has(automation.id)}
                  onChange={() => toggle(automation.id)}
                />
                <span>{automation.name} is live: customers can use it now</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={busy || !ready} onClick={onConfirm}>
          {busy
            ? 'Deleting...'
            : automations.length === 1
              ? 'Delete'
              : `Delete ${formatCount(automations.length, 'automation')}`}
        </Button>
      </div>
    </>
  );
}
