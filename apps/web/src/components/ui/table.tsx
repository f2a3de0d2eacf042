import { useEffect, useRef, useState, type HTMLAttributes, type TdHTMLAttributes, type ThHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** True while the box has columns hidden past its right edge. */
function useMoreToTheRight() {
  const box = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setMore(element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);
  return { box, more };
}

/**
 * A plain table in a horizontally scrolling card, so wide admin tables work on small screens. While
 * columns are hidden to the right, a shade and a 'Scroll for more' note say the table scrolls (a phone
 * shows no scroll bar). The scrolling box is `relative` so absolutely placed cell content (sr-only
 * labels) scrolls inside it instead of widening the page.
 */
export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  const { box, more } = useMoreToTheRight();
  return (
    <div className="flex flex-col gap-1">
      <div className="relative overflow-hidden rounded-2xl border bg-surface shadow-sm">
        <div ref={box} className="relative overflow-x-auto">
          <table className={cn('w-full border-collapse text-left text-sm', className)} {...props} />
        </div>
        {more && (
          <div
            data-testid="table-scroll-hint"
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-0 w-8 bg-gradient-to-l from-black/15 to-transparent dark:from-black/40"
          />
        )}
      </div>
      {more && (
        <p className="text-right text-xs text-muted-foreground" aria-hidden="true">
          Scroll sideways for more →
        </p>
      )}
    </div>
  );
}

/** The actions column stays in view while the rest scrolls sideways (issue 15 #2). */
const stickyCell = 'sticky right-0 z-10 shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.25)]';

export function Th({ className, sticky, ...props }: ThHTMLAttributes<HTMLTableCellElement> & { sticky?: boolean }) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b px-4 py-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase',
        sticky ? cn(stickyCell, 'bg-surface-muted') : 'bg-surface-muted/60',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, sticky, ...props }: TdHTMLAttributes<HTMLTableCellElement> & { sticky?: boolean }) {
  return (
    <td
      className={cn('border-b px-4 py-3 align-middle', sticky && cn(stickyCell, 'bg-surface'), className)}
      {...props}
    />
  );
}
