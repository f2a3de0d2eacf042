import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Which record a page's details dialog shows, kept in the address (?run=<id>, ?user=<id>) so other
 * admin screens can link straight to a run or a user, and the back button closes the dialog.
 */
export function useAddressDialog(key: string) {
  const [params, setParams] = useSearchParams();
  const open = params.get(key);
  const setOpen = useCallback(
    (id: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(key, id);
        else next.delete(key);
        return next;
      }),
    [key, setParams],
  );
  return [open, setOpen] as const;
}
