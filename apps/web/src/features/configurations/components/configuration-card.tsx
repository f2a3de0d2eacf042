import { cutPreview, describeAttention, describeResultDelivery, type Configuration } from '@basalt/contracts';
import { CalendarClock, Copy, LayoutDashboard, Pencil, Trash2, TriangleAlert } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';

type ConfigurationCardProps = {
  configuration: Configuration;
  busy: boolean;
  onDuplicate: () => void;
  onDelete: () => void;
  onSchedule: () => void;
};

/** A saved configuration: its first 2 filled fields by label (cut at 40), and its actions (spec §2). */
export function ConfigurationCard({ configuration, busy, onDuplicate, onDelete, onSchedule }: ConfigurationCardProps) {
  const navigate = useNavigate();
  const path = `/automation/${configuration.automationId}`;
  const preview = cutPreview(configuration.preview, 2, 40);
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 className="font-semibold">{configuration.configName ?? 'Untitled Configuration'}</h2>
          <p className="text-sm text-muted-foreground">{configuration.automation.name}</p>
        </div>
        {configuration.automation.category && <Badge tone="accent">{configuration.automation.category}</Badge>}
      </div>
      {configuration.attention.length > 0 && (
        // The automation's form changed (issue 40): runs and schedules are refused until this is fixed.
        <ul
          aria-label="Needs your attention"
          className="flex flex-col gap-1 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-900 dark:text-amber-200"
        >
          {configuration.attention.map((attention) => (
            <li key={attention.fieldId} className="flex gap-2">
              <TriangleAlert size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
              <span>Needs your attention: {describeAttention(attention)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="flex flex-col gap-1 text-sm">
        {preview.length === 0 && <dd className="text-muted-foreground">No values saved</dd>}
        {preview.map(({ label, value }) => (
          <div key={label} className="flex min-w-0 gap-2">
            <dt className="shrink-0 text-muted-foreground">{label}:</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {configuration.deliver && (
        <p className="text-sm">
          <span className="text-muted-foreground">Result sent to </span>
          {describeResultDelivery(configuration.deliver)}
        </p>
      )}
      <p className="text-xs text-muted-foreground">Created {formatDate(configuration.createdAt)}</p>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button size="sm" onClick={() => navigate(path, { state: { configId: configuration.id } })}>
          <LayoutDashboard size={14} aria-hidden="true" /> View Dashboard
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => navigate(path, { state: { editConfigId: configuration.id } })}
        >
          <Pencil size={14} aria-hidden="true" /> Edit
        </Button>
        <Button size="sm" variant="secondary" disabled={busy} onClick={onDuplicate}>
          <Copy size={14} aria-hidden="true" /> Duplicate
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={onSchedule}
          aria-label={`Schedule ${configuration.configName ?? 'Untitled Configuration'}`}
        >
          <CalendarClock size={14} aria-hidden="true" /> Schedule
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={onDelete}
          aria-label={`Delete ${configuration.configName ?? 'Untitled Configuration'}`}
        >
          <Trash2 size={14} aria-hidden="true" /> Delete
        </Button>
      </div>
    </Card>
  );
}
