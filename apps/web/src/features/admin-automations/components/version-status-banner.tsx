import type { AdminAutomation } from '@basalt/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { useDiscardAutomationDraft } from '../api/discard-automation-draft';
import { PublishVersionDialog } from './publish-version-dialog';

type Versioned = Pick<AdminAutomation, 'id' | 'liveVersion' | 'hasDraft' | 'draftUpdatedAt'>;

/** Which version customers get and, with a saved draft, the way to publish or drop it (DESIGN D19). */
export function VersionStatusBanner({ automation }: { automation: Versioned }) {
  const [publishing, setPublishing] = useState(false);
  const discard = useDiscardAutomationDraft(automation.id);
  const live = automation.liveVersion;
  if (live === null) return null;
  const liveLine = <p className="text-sm text-muted-foreground">Live: version {live}</p>;
  if (!automation.hasDraft) return liveLine;
  const onDiscard = () => {
    if (!window.confirm(`Discard the unpublished changes? The editor goes back to version ${live}.`)) return;
    discard.mutate(undefined, { onSuccess: () => toast.success('Changes discarded') });
  };
  return (
    <section
      aria-label="Unpublished changes"
      className="flex flex-col gap-3 rounded-lg border border-amber-500/40 bg-amber-500/5 p-4 text-sm"
    >
      <div>
        {liveLine}
        <p className="font-semibold">Unpublished changes — customers still get version {live}</p>
        {automation.draftUpdatedAt && (
          <p className="text-xs text-muted-foreground">Draft saved {formatDateTime(automation.draftUpdatedAt)}</p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setPublishing(true)}>Publish changes</Button>
        <Button variant="secondary" disabled={discard.isPending} onClick={onDiscard}>
          {discard.isPending ? 'Discarding...' : 'Discard changes'}
        </Button>
      </div>
      {discard.isError && <AlertBanner>{discard.error.message}</AlertBanner>}
      <PublishVersionDialog
        automationId={automation.id}
        liveVersion={live}
        open={publishing}
        onClose={() => setPublishing(false)}
      />
    </section>
  );
}
