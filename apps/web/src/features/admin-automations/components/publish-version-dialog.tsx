import { publishAutomationVersionBody } from '@basalt/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField, inputStyles } from '@/components/ui/form-field';
import { usePublishAutomationVersion } from '../api/publish-automation-version';

type PublishVersionDialogProps = {
  automationId: string;
  liveVersion: number;
  open: boolean;
  onClose: () => void;
};

/** Publishes the saved draft as the next version; the note is what the changelog shows, so it is required. */
export function PublishVersionDialog({ automationId, liveVersion, open, onClose }: PublishVersionDialogProps) {
  const publish = usePublishAutomationVersion(automationId);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = publishAutomationVersionBody.safeParse({ note });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please say what changed');
      return;
    }
    setProblem(null);
    // Not mutate's onSuccess: the publish clears the draft, which unmounts this dialog before a
    // callback of the unmounted observer would run, and the toast was lost. The error shows below.
    publish
      .mutateAsync(parsed.data)
      .then((version) => {
        toast.success(`Version ${version.number} is live`);
        setNote('');
        onClose();
      })
      .catch(() => undefined);
  };

  return (
    <Dialog open={open} onClose={onClose} title="Publish changes">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">
          The saved draft becomes version {liveVersion + 1}. Customers get it from their next run.
        </p>
        <FormField id="version-note" label="What changed?" required error={problem ?? undefined}>
          <textarea
            id="version-note"
            rows={3}
            maxLength={500}
            className={inputStyles}
            aria-invalid={problem !== null}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </FormField>
        {publish.isError && <AlertBanner>{publish.error.message}</AlertBanner>}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={publish.isPending}>
            {publish.isPending ? 'Publishing...' : `Publish version ${liveVersion + 1}`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
