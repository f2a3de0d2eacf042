import { adminActionLabels, type AdminActionEntry, type AdminActionType } from '@basalt/contracts';
import {
  Coins,
  FilePlus2,
  FileX2,
  FolderPen,
  FolderPlus,
  FolderX,
  Gauge,
  Gift,
  Inbox,
  PauseCircle,
  KeyRound,
  PencilLine,
  PlayCircle,
  ShieldMinus,
  ShieldPlus,
  SquarePen,
  Undo2,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime, formatNumber } from '@/lib/format';

const icons: Record<AdminActionType, LucideIcon> = {
  promote_admin: ShieldPlus,
  demote_admin: ShieldMinus,
  adjust_tokens: Coins,
  update_user: PencilLine,
  create_automation: FilePlus2,
  update_automation: SquarePen,
  delete_automation: FileX2,
  rotate_webhook_secret: KeyRound,
  cancel_run: XCircle,
  refund_run: Undo2,
  update_lead_request: Inbox,
  create_category: FolderPlus,
  rename_category: FolderPen,
  delete_category: FolderX,
  update_welcome_credit: Gift,
  resume_automation: PlayCircle,
  pause_automation: PauseCircle,
  update_health_thresholds: Gauge,
};

/** Words an admin reads in capitals inside a label ('webhookUrl' -> 'Webhook URL'). */
const acronyms: Record<string, string> = { id: 'ID', url: 'URL', seo: 'SEO', usd: 'USD' };

/** A stored key as a label: 'tokenCostPerRun' -> 'Token cost per run', 'run_id' -> 'Run ID'. */
export const keyLabel = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .split(' ')
    .map((word) => acronyms[word] ?? word)
    .join(' ')
    .replace(/^./, (first) => first.toUpperCase());

/** A detail value as text: numbers with separators, {from, to} pairs as 'a → b', lists joined, the rest as JSON. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'object') {
    const pair = value as { from?: unknown; to?: unknown };
    if ('from' in pair && 'to' in pair) return `${valueText(pair.from)} → ${valueText(pair.to)}`;
    return JSON.stringify(value);
  }
  return String(value);
}

/** 'changed' lists the keys of the fields an update touched: they read as labels too. */
const detailText = (key: string, value: unknown) =>
  key === 'changed' && Array.isArray(value) ? value.map((item) => keyLabel(String(item))).join(', ') : valueText(value);

type Person = AdminActionEntry['admin'];

const who = (person: Person | null) => person?.name || person?.email || 'Unknown';

const linkStyle = 'text-foreground hover:underline';

/** A person the entry names, linked to their details in User Management. */
const PersonLink = ({ person }: { person: Person }) => (
  <Link to={`/admin/users?user=${person.id}`} className={linkStyle}>
    {who(person)}
  </Link>
);

/** What the entry acted on, linked to it; a deleted automation has no page left to open. */
function Target({ entry }: { entry: AdminActionEntry }) {
  if (entry.target)
    return (
      <>
        {' → User: '}
        <PersonLink person={entry.target} />
      </>
    );
  if (!entry.automation) return null;
  const name = entry.automation.name ?? 'Unknown';
  return (
    <>
      {' → Automation: '}
      {entry.actionType === 'delete_automation' ? (
        name
      ) : (
        <Link to={`/admin/automation/edit/${entry.automation.id}`} className={linkStyle}>
          {name}
        </Link>
      )}
    </>
  );
}

export function AuditEntry({ entry }: { entry: AdminActionEntry }) {
  const Icon = icons[entry.actionType];
  const details = Object.entries(entry.details);
  return (
    <li className="flex gap-4 rounded-xl border bg-surface p-4">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent-text">
        <Icon size={18} aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="font-semibold">{adminActionLabels[entry.actionType]}</span>
          <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
            {formatDateTime(entry.createdAt)}
          </time>
        </div>
        <p className="text-sm text-muted-foreground">
          Admin: <PersonLink person={entry.admin} />
          <Target entry={entry} />
        </p>
        {details.length > 0 && (
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            {details.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="text-muted-foreground">{keyLabel(key)}</dt>
                <dd className="break-words">
                  {key === 'runId' && typeof value === 'string' ? (
                    <Link to={`/admin/runs?run=${value}`} className={linkStyle}>
                      {value}
                    </Link>
                  ) : (
                    detailText(key, value)
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </li>
  );
}
