import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { keepTabInside } from './focus-trap';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
};

/**
 * A modal on the native <dialog>: Escape and an inert page behind it come from the browser; Tab is
 * kept inside and focus goes back to what opened it. A click on the backdrop closes it.
 */
export function Dialog({ open, onClose, title, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      };
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={(event) => keepTabInside(event, event.currentTarget)}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className={cn(
        'm-auto w-[calc(100%-2rem)] rounded-2xl border bg-surface p-0 text-foreground shadow-2xl backdrop:bg-black/60',
        // cn does not merge classes: with both, max-w-md won over a caller's max-w-3xl (issue 15 #1).
        !className?.includes('max-w-') && 'max-w-md',
        className,
      )}
    >
      {open && (
        <div className="flex flex-col gap-4 p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <Button variant="ghost" size="icon" aria-label="Close" className="-mt-2 -mr-2" onClick={onClose}>
              <X size={18} aria-hidden="true" />
            </Button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
