import { Gauge, type Registry } from 'prom-client';
import { runStatuses } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { countQueuedJobs, countRunsByStatus, sumLedgerByType } from './metrics.queries';

/** Gauges read from the database at scrape time: the same numbers whichever process is scraped. */
export function measureBusiness(db: Database, registry: Registry) {
  new Gauge({
    name: 'basalt_runs',
    help: 'Runs by status.',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const counts = new Map((await countRunsByStatus(db)).map((row) => [row.status, row.count]));
      for (const status of runStatuses) this.set({ status }, counts.get(status) ?? 0);
    },
  });
  new Gauge({
    name: 'basalt_job_queue_jobs',
    help: 'Background jobs waiting (created, retry) or being worked (active), by queue.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await countQueuedJobs(db)) this.set({ queue: row.queue, state: row.state }, row.count);
    },
  });
  // Both ledger gauges come from one query per scrape when the registry collects them together.
  let ledgerRows: ReturnType<typeof sumLedgerByType> | undefined;
  const readLedger = () => (ledgerRows ??= sumLedgerByType(db).finally(() => (ledgerRows = undefined)));
  new Gauge({
    name: 'basalt_ledger_entries',
    help: 'Ledger entries by type.',
    labelNames: ['type'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await readLedger()) this.set({ type: row.type }, row.entries);
    },
  });
  new Gauge({
    name: 'basalt_ledger_tokens',
    help: 'Tokens credited and debited by ledger entry type, since the start.',
    labelNames: ['type', 'direction'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await readLedger()) {
        this.set({ type: row.type, direction: 'credit' }, row.credits);
        this.set({ type: row.type, direction: 'debit' }, row.debits);
      }
    },
  });
}
