import {
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type RefObject,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
} from 'react';
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
 * Gives every body cell its column's heading as `data-label`, which a phone shows in front of the value
 * once the row is stacked as a card. Read from the rendered headings, so no table has to repeat them;
 * a row with a cell spanning columns (an empty state) is left alone.
 */
function useColumnLabels(table: RefObject<HTMLTableElement | null>) {
  useEffect(() => {
    const element = table.current;
    if (!element) return;
    const label = () => {
      const headings = [...element.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
      for (const row of element.querySelectorAll('tbody tr')) {
        const cells = [...row.children] as HTMLTableCellElement[];
        if (cells.some((cell) => cell.colSpan > 1)) continue;
        cells.forEach((cell, index) => {
          if (cell.dataset.label !== headings[index]) cell.dataset.label = headings[index] ?? '';
        });
      }
    };
    label();
    // Rows come and go with pages and filters; setting attributes is no child change, so no loop.
    const observer = new MutationObserver(label);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [table]);
}

/**
 * Below 640 px each row is a card of labelled lines, so the key column and the figures stay in view
 * at 375 px instead of hiding behind a sideways scroll (issue 39).
 */
const stackedOnPhone = cn(
  'max-sm:block max-sm:[&_thead]:sr-only max-sm:[&_tbody]:block max-sm:[&_tr]:block max-sm:[&_tr]:border-b',
  'max-sm:[&_tr]:py-2 max-sm:[&_td]:flex max-sm:[&_td]:items-center max-sm:[&_td]:justify-between',
  'max-sm:[&_td]:gap-3 max-sm:[&_td]:border-0 max-sm:[&_td]:py-1.5 max-sm:[&_td]:text-right',
  'max-sm:[&_td]:static max-sm:[&_td]:shadow-none max-sm:[&_td]:before:content-[attr(data-label)]',
  'max-sm:[&_td]:before:text-left max-sm:[&_td]:before:text-xs max-sm:[&_td]:before:font-semibold',
  'max-sm:[&_td]:before:tracking-wide max-sm:[&_td]:before:text-muted-foreground max-sm:[&_td]:before:uppercase',
  'max-sm:[&_td[colspan]]:justify-center max-sm:[&_td]:flex-wrap max-sm:[&_td]:whitespace-normal',
  'max-sm:[&_td]:[overflow-wrap:anywhere]',
);

/**
 * A plain table in a horizontally scrolling card (stacked as cards on a phone, see above). While
 * columns are hidden to the right, a shade and a 'Scroll for more' note say the table scrolls (a phone
 * shows no scroll bar). The scrolling box is `relative` so absolutely placed cell content (sr-only
 * labels) scrolls inside it instead of widening the page.
 */
export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  const { box, more } = useMoreToTheRight();
  const table = useRef<HTMLTableElement>(null);
  useColumnLabels(table);
  return (
    <div className="flex flex-col gap-1">
      <div className="relative overflow-hidden rounded-2xl border bg-surface shadow-sm">
        <div ref={box} className="relative overflow-x-auto">
          <table
            ref={table}
            className={cn('w-full border-collapse text-left text-sm', stackedOnPhone, className)}
            {...props}
          />
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
