import { Download } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type ExportCsvLinkProps = {
  /** An export endpoint answering text/csv as an attachment. */
  path: string;
  /** The page's current filters; undefined ones are left out. */
  params?: Record<string, string | undefined>;
  /** What is exported, shown and read: "Export runs as CSV" (two links on a page must not read alike). */
  what: string;
  className?: string;
};

/**
 * A plain link rather than a fetch: the browser streams the download to disk with the session
 * cookie, so a long history never sits in the page's memory.
 */
export function ExportCsvLink({ path, params = {}, what, className }: ExportCsvLinkProps) {
  const search = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return (
    <a
      href={search ? `${path}?${search}` : path}
      download
      className={cn(buttonStyles({ variant: 'secondary', size: 'sm' }), 'whitespace-normal', className)}
    >
      <Download size={16} aria-hidden="true" />
      <span>Export {what} as CSV</span>
    </a>
  );
}
