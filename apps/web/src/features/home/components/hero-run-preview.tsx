import { CircleCheck, FileSpreadsheet, Hexagon } from 'lucide-react';

/** Illustration of a run (quote, then result); hidden from assistive tech because it is not real data. */
export function HeroRunPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none">
      <div className="absolute -inset-4 rounded-3xl bg-accent/10 blur-2xl" />
      <div className="relative rounded-2xl border bg-surface p-5 shadow-xl">
        <div className="flex items-center gap-3">
          <span className="rounded-xl bg-gradient-to-br from-teal-900 to-teal-600 p-2.5 text-white">
            <FileSpreadsheet size={22} />
          </span>
          <div>
            <p className="font-semibold">CSV Data Cleaner</p>
            <p className="text-sm text-muted-foreground">Data Processing</p>
          </div>
        </div>
        <div className="mt-5 space-y-3">
          <div className="rounded-lg border bg-background px-3 py-2 text-sm text-muted-foreground">
            customers-march.csv
          </div>
          <div className="flex items-center justify-between rounded-lg bg-surface-muted px-3 py-2 text-sm">
            <span className="text-muted-foreground">Price for this run</span>
            <span className="flex items-center gap-1.5 font-semibold text-accent-text">
              <Hexagon size={15} /> 10 tokens
            </span>
          </div>
          <div className="rounded-lg bg-accent py-2 text-center text-sm font-semibold text-accent-foreground">
            Run automation
          </div>
        </div>
        <div className="mt-5 flex items-center gap-3 rounded-lg border border-emerald-500/30 bg-emerald-500/10 px-3 py-2.5 text-sm">
          <CircleCheck size={18} className="text-emerald-600 dark:text-emerald-400" />
          <span>
            Completed · <span className="text-muted-foreground">1,204 rows cleaned in 3.2 s</span>
          </span>
        </div>
      </div>
    </div>
  );
}
