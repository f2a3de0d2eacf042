import type { AdminAutomationRow, AdminAutomationSort, SortOrder } from '@basalt/contracts';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonStyles } from '@/components/ui/button';
import { SortableTh } from '@/components/ui/sortable-th';
import { Table, Td, Th } from '@/components/ui/table';
import { formatDate, formatNumber, formatPercent } from '@/lib/format';
import { automationViewPath } from '../utils/automation-view-path';
import { AutomationStatusBadge } from './automation-status-badge';

type AutomationsTableProps = {
  automations: AdminAutomationRow[];
  selected: Set<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onDelete: (automation: AdminAutomationRow) => void;
  sort: AdminAutomationSort;
  order: SortOrder;
  onSort: (column: AdminAutomationSort) => void;
};

const sortableColumns: { column: AdminAutomationSort; label: string }[] = [
  { column: 'successRate30d', label: 'Success 30d' },
  { column: 'runs30d', label: 'Runs 30d' },
  { column: 'revenue30d', label: 'Revenue 30d' },
];

const price = (row: AdminAutomationRow) => {
  if (row.pricingModel === 'per_minute') return `${row.tokenCostPerMinute ?? 0} / min`;
  if (row.pricingModel === 'hybrid')
    return `${formatNumber(row.tokenCostPerRun ?? 0)} + ${row.tokenCostPerMinute ?? 0} / min`;
  return formatNumber(row.tokenCostPerRun ?? 0);
};

export function AutomationsTable({
  automations,
  selected,
  onToggle,
  onToggleAll,
  onDelete,
  sort,
  order,
  onSort,
}: AutomationsTableProps) {
  const allSelected = automations.length > 0 && automations.every((row) => selected.has(row.id));
  return (
    <Table>
      <thead>
        <tr>
          <Th className="w-10">
            <input type="checkbox" aria-label="Select all automations" checked={allSelected} onChange={onToggleAll} />
          </Th>
          <Th>Name</Th>
          <Th>Category</Th>
          <Th>Status</Th>
          <Th className="text-right">Tokens</Th>
          <Th className="text-right">Runs</Th>
          {sortableColumns.map(({ column, label }) => (
            <SortableTh
              key={column}
              label={label}
              active={sort === column}
              order={order}
              onSort={() => onSort(column)}
              className="text-right"
            />
          ))}
          <SortableTh label="Created" active={sort === 'created'} order={order} onSort={() => onSort('created')} />
          <Th sticky className="text-right">
            Actions
          </Th>
        </tr>
      </thead>
      <tbody>
        {automations.map((row) => (
          <tr key={row.id} className="hover:bg-surface-muted/40">
            <Td>
              <input
                type="checkbox"
                aria-label={`Select ${row.name}`}
                checked={selected.has(row.id)}
                onChange={() => onToggle(row.id)}
              />
            </Td>
            <Td className="min-w-44">
              <Link
                to={`/admin/automations/${row.id}`}
                className="font-medium underline decoration-border underline-offset-4 hover:decoration-current"
              >
                {row.name}
              </Link>
              <div className="line-clamp-1 max-w-md text-xs text-muted-foreground">{row.description}</div>
            </Td>
            <Td>{row.categoryName ?? 'Uncategorized'}</Td>
            <Td>
              <AutomationStatusBadge status={row.status} />
              {row.pause && <Badge tone="danger">Paused</Badge>}
            </Td>
            <Td className="text-right tabular-nums">{price(row)}</Td>
            <Td className="text-right tabular-nums">{formatNumber(row.runCount)}</Td>
            <Td className="text-right tabular-nums">
              {row.successRate30d === null ? '—' : formatPercent(row.successRate30d)}
            </Td>
            <Td className="text-right tabular-nums">{formatNumber(row.runs30d)}</Td>
            <Td className="text-right tabular-nums">{formatNumber(row.revenue30d)}</Td>
            <Td className="whitespace-nowrap">{formatDate(row.createdAt)}</Td>
            <Td sticky>
              <div className="flex justify-end gap-1">
                <a
                  href={automationViewPath(row)}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={`View ${row.name}`}
                  className={buttonStyles({ variant: 'ghost', size: 'icon' })}
                >
                  <ExternalLink size={16} aria-hidden="true" />
                </a>
                <Link
                  to={`/admin/automation/edit/${row.id}`}
                  aria-label={`Edit ${row.name}`}
                  className={buttonStyles({ variant: 'ghost', size: 'icon' })}
                >
                  <Pencil size={16} aria-hidden="true" />
                </Link>
                <Button variant="ghost" size="icon" aria-label={`Delete ${row.name}`} onClick={() => onDelete(row)}>
                  <Trash2 size={16} aria-hidden="true" className="text-danger" />
                </Button>
              </div>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
