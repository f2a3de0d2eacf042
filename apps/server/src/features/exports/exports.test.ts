import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { createAutomation, createRuns } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { credit, debit } from '../ledger';
import { EXPORT_PAGE_SIZE } from './exports.queries';
import { parseCsv } from '../../test/parse-csv';

describe('CSV exports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const download = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

  describe('runs', () => {
    it('a user downloads their run history with the page filters applied, as an attachment', async () => {
      const { user, cookie } = await createSignedInUser(t);
      const stranger = await createSignedInUser(t);
      const invoices = await createAutomation(db(), { name: 'Invoices, "Pro"' });
      const other = await createAutomation(db(), { name: '=cmd|calc' });
      await createRuns(db(), invoices.id, ['completed', 'failed'], { userId: user.id });
      await createRuns(db(), invoices.id, ['completed'], { userId: user.id, ageDays: 40 });
      await createRuns(db(), other.id, ['completed'], { userId: user.id });
      await createRuns(db(), invoices.id, ['completed', 'completed'], { userId: stranger.user.id });

      const all = await download('/api/runs/export.csv?range=all_time', cookie);
      expect(all.statusCode).toBe(200);
      expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(all.headers['content-disposition']).toMatch(/^attachment; filename="basalt-runs-\d{4}-\d{2}-\d{2}\.csv"$/);
      const rows = parseCsv(all.body);
      expect(rows[0]).toEqual([
        'run_id',
        'created_at',
        'automation',
        'automation_version',
        'status',
        'tokens_charged',
        'tokens_refunded',
        'started_at',
        'completed_at',
        'duration_seconds',
        'error_message',
      ]);
      expect(rows).toHaveLength(5);
      expect(all.body).toContain('"Invoices, ""Pro"""');
      expect(rows.map((row) => row[2])).toContain("'=cmd|calc");
      expect(rows.slice(1).every((row) => !Number.isNaN(Date.parse(row[1]!)) && row[1]!.endsWith('Z'))).toBe(true);

      const filtered = parseCsv(
        (await download(`/api/runs/export.csv?status=completed&automationId=${invoices.id}`, cookie)).body,
      );
      // The history's default range is the last 30 days: the 40-day-old run stays out.
      expect(filtered.slice(1).map((row) => [row[2], row[4]])).toEqual([['Invoices, "Pro"', 'completed']]);
    });

    it('a long history comes out whole, page after page, without repeating a run', async () => {
      const { user, cookie } = await createSignedInUser(t);
      const automation = await createAutomation(db());
      const count = EXPORT_PAGE_SIZE * 2 + 7;
      // One insert, one created_at: only the id breaks the ties between pages.
      await createRuns(db(), automation.id, Array(count).fill('completed'), { userId: user.id });
      const rows = parseCsv((await download('/api/runs/export.csv', cookie)).body).slice(1);
      expect(rows).toHaveLength(count);
      expect(new Set(rows.map((row) => row[0])).size).toBe(count);
    });

    it('invalid filters are refused and a signed-out visitor gets nothing', async () => {
      const { cookie } = await createSignedInUser(t);
      expect((await download('/api/runs/export.csv?status=exploded', cookie)).statusCode).toBe(422);
      expect((await download('/api/runs/export.csv')).statusCode).toBe(401);
    });
  });

  describe('token transactions', () => {
    it("a user downloads their transactions, optionally of one type, never another user's", async () => {
      const { user, cookie } = await createSignedInUser(t);
      const stranger = await createSignedInUser(t);
      const automation = await createAutomation(db(), { name: '@Scraper' });
      await credit(db(), {
        userId: user.id,
        type: 'purchase',
        amount: 100,
        expiresAt: null,
        description: '+100 tokens, "Starter" pack',
      });
      await debit(db(), {
        userId: user.id,
        amount: 30,
        automationId: automation.id,
        runId: crypto.randomUUID(),
        description: '-30 for a run',
      });
      await credit(db(), {
        userId: stranger.user.id,
        type: 'purchase',
        amount: 999,
        expiresAt: null,
        description: 'Stranger purchase',
      });

      const response = await download('/api/tokens/transactions/export.csv', cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="basalt-transactions-/);
      const rows = parseCsv(response.body);
      expect(rows[0]).toEqual([
        'date',
        'type',
        'amount',
        'balance_after',
        'description',
        'automation',
        'api_key',
        'oauth_client',
        'run_id',
        'expires_at',
      ]);
      expect(rows.slice(1).map((row) => [row[1], row[2], row[3], row[4], row[5]])).toEqual([
        ['deduction', '-30', '70', "'-30 for a run", "'@Scraper"],
        ['purchase', '100', '100', `'+100 tokens, "Starter" pack`, ''],
      ]);
      expect(response.body).not.toContain('Stranger');

      const purchases = parseCsv((await download('/api/tokens/transactions/export.csv?type=purchase', cookie)).body);
      expect(purchases.slice(1).map((row) => row[1])).toEqual(['purchase']);
      expect((await download('/api/tokens/transactions/export.csv?type=gift', cookie)).statusCode).toBe(422);
      expect((await download('/api/tokens/transactions/export.csv')).statusCode).toBe(401);
    });
  });
});
