import type { RunInputValues } from '@basalt/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9: the restore notice shows for 3 seconds. */
export const RESTORE_NOTICE_MS = 3000;

export interface SavedForm {
  configName: string;
  values: RunInputValues;
}

const storageKey = (automationId: string) => `basalt:run-form:${automationId}`;

function read(automationId: string): SavedForm | null {
  try {
    const raw = localStorage.getItem(storageKey(automationId));
    return raw ? (JSON.parse(raw) as SavedForm) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the form in this browser while the user types, and restores it on the next visit with the
 * 'Your work was restored!' notice. clear() forgets it along with the reset that follows (after a
 * save, Configure Another or Run Again); discard() forgets it once its run has started, so coming
 * back mid-run shows the run, never its form as unsent work to pay for again (issue 41), while the
 * next edit is kept as a new draft.
 */
export function useFormAutosave(
  automationId: string,
  { configName, values }: SavedForm,
  onRestore: (saved: SavedForm) => void,
) {
  const [restored, setRestored] = useState(false);
  const skipNextSave = useRef(true);
  const onRestoreRef = useRef(onRestore);
  onRestoreRef.current = onRestore;

  useEffect(() => {
    const saved = read(automationId);
    if (!saved) return;
    onRestoreRef.current(saved);
    setRestored(true);
    const timer = setTimeout(() => setRestored(false), RESTORE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [automationId]);

  useEffect(() => {
    // The first render holds the defaults, not the user's work: saving it would wipe a draft.
    if (skipNextSave.current) {
      skipNextSave.current = false;
      return;
    }
    localStorage.setItem(storageKey(automationId), JSON.stringify({ configName, values }));
  }, [automationId, configName, values]);

  const clear = useCallback(() => {
    localStorage.removeItem(storageKey(automationId));
    skipNextSave.current = true;
  }, [automationId]);

  const discard = useCallback(() => localStorage.removeItem(storageKey(automationId)), [automationId]);

  return { restored, clear, discard };
}
