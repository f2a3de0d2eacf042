import { Menu, X } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { keepTabInside } from '@/components/ui/focus-trap';
import { Logo } from './logo';
import { MainNav } from './main-nav';

/**
 * A native modal <dialog> gives Escape to close and an inert page behind it without a dialog
 * library; keepTabInside stops Tab leaving for the browser's own controls.
 */
export function MobileMenu({
  themeToggle,
  account,
}: {
  themeToggle: ReactNode;
  account: (close: () => void) => ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  const show = () => {
    dialogRef.current?.showModal();
    setOpen(true);
  };
  const close = () => dialogRef.current?.close();

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={show}
      >
        <Menu size={22} aria-hidden="true" />
      </Button>
      <dialog
        ref={dialogRef}
        id={panelId}
        aria-label="Menu"
        onClose={() => setOpen(false)}
        onKeyDown={(event) => keepTabInside(event, event.currentTarget)}
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        onClick={(event) => event.target === event.currentTarget && close()}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] translate-x-full border-l bg-surface p-0 text-foreground transition-all transition-discrete duration-200 backdrop:bg-black/60 open:translate-x-0 starting:open:translate-x-full"
      >
        <div className="flex h-full flex-col gap-6 overflow-y-auto p-5">
          <div className="flex items-center justify-between">
            <Logo onClick={close} />
            <Button variant="ghost" size="icon" aria-label="Close menu" onClick={close}>
              <X size={22} aria-hidden="true" />
            </Button>
          </div>
          <MainNav orientation="vertical" onNavigate={close} />
          <div className="border-t pt-4">{themeToggle}</div>
          <div className="mt-auto">{account(close)}</div>
        </div>
      </dialog>
    </>
  );
}
