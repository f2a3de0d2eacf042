import type { ReactNode } from 'react';
import { Card } from './card';

type StatCardProps = { label: string; value: ReactNode; hint?: ReactNode; icon?: ReactNode };

export function StatCard({ label, value, hint, icon }: StatCardProps) {
  return (
    <Card className="flex flex-col gap-2 p-5">
      <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>{label}</span>
        {icon && <span aria-hidden="true">{icon}</span>}
      </div>
      <div className="text-2xl font-semibold tabular-nums">{value}</div>
      {hint && <div className="text-xs text-muted-foreground">{hint}</div>}
    </Card>
  );
}
