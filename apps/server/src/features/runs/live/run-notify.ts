import type { RunRow } from '../runs.queries';

/**
 * The LISTEN/NOTIFY channel of run changes. A database trigger (migration
 * 0009_run_change_notifications) notifies it on every insert and every change of status or
 * progress, inside the changing transaction; every web process fans it out to its SSE streams.
 */
export const RUN_CHANNEL = 'basalt_run_changes';

/** What a notification carries: small (NOTIFY payloads are limited to 8000 bytes), the rest is read on demand. */
export interface RunChange {
  id: string;
  userId: string;
  status: RunRow['status'];
  progress: number | null;
  progressMessage: string | null;
}
