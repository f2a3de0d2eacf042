import type { ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';
import { Card } from '@/components/ui/card';

/** A chart's day label: 'Jan 2', read in UTC because the days are UTC days. */
export const shortDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The back office's chart axes and tooltips, themed by the page's colours. */
export const chartAxis = { stroke: 'var(--muted-foreground)', fontSize: 12, tickLine: false };
export const chartTooltip = {
  contentStyle: { background: 'var(--surface)', border: '1px solid var(--border)', borderRadius: 8 },
};

/**
 * One chart in a card with its title and a one-line summary, which is also what a screen reader
 * hears for the chart. Only chart modules import this (with recharts), and they load lazily.
 */
export function ChartCard({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div>
        <h3 className="font-semibold">{title}</h3>
        <p className="text-xs text-muted-foreground">{summary}</p>
      </div>
      <div className="h-56" role="img" aria-label={`${title}: ${summary}`}>
        <ResponsiveContainer width="100%" height="100%">
          {children as never}
        </ResponsiveContainer>
      </div>
    </Card>
  );
}
