import { Button } from '@/components/ui/button';

type SaveConfigurationActionsProps = {
  /** The saved configuration loaded into the form, if any. */
  editing: { name: string | null } | null;
  saving: boolean;
  disabled: boolean;
  onSave: (asNew: boolean) => void;
};

/**
 * Save Configuration for a new form; for a saved configuration loaded into it, Save Changes (it is
 * updated) and Save as New (it stays as it was), so saving never silently overwrites or duplicates it.
 */
export function SaveConfigurationActions({ editing, saving, disabled, onSave }: SaveConfigurationActionsProps) {
  if (!editing) {
    return (
      <Button variant="secondary" onClick={() => onSave(false)} disabled={saving || disabled}>
        {saving ? 'Saving…' : 'Save Configuration'}
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => onSave(false)} disabled={saving || disabled}>
        {saving ? 'Saving…' : 'Save Changes'}
      </Button>
      <Button variant="secondary" onClick={() => onSave(true)} disabled={saving || disabled}>
        Save as New
      </Button>
    </>
  );
}

/** Says which saved configuration the form holds, so an edit is known to be one. */
export function EditingConfigurationNotice({ name }: { name: string | null }) {
  return (
    <p className="rounded-lg bg-surface-muted px-4 py-3 text-sm">
      Editing <strong>“{name ?? 'Untitled Configuration'}”</strong>. Save Changes updates it; Save as New keeps it as it
      was and saves these values as another configuration.
    </p>
  );
}
