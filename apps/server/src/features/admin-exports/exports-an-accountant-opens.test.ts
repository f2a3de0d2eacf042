import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../platform/db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { createAutomation, createRuns } from '../../test/factories';
import { parseCsv } from '../../test/parse-csv';
import { createTestApp, type TestApp } from '../../test/test-app';

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('back-office exports an accountant opens in a spreadsheet', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createSignedInUser>>;
  let buyer: Awaited<ReturnType<typeof createSignedInUser>>;
  const download = (name: string) =>
    t.app.inject({ url: `/api/admin/exports/${name}`, headers: { cookie: admin.cookie } });
  /** The CSV as a list of records keyed by header. */
  const recordsOf = async (name: string) => {
    const [header, ...rows] = parseCsv((await download(name)).body);
    return { header: header!, records: rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i]]))) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createSignedInUser(t, { admin: true });
    buyer = await createSignedInUser(t);
    const adjusted = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tokens/adjustments',
      headers: { cookie: admin.cookie },
      payload: { userId: buyer.user.id, amount: 12, reason: 'Café outage' },
    });
    expect(adjusted.statusCode).toBe(200);
    const purchase = {
      userId: buyer.user.id,
      amountUsdCents: 1250,
      baseTokens: 125,
      totalTokens: 125,
      provider: 'sandbox',
    } as const;
    await t.database.db.insert(purchases).values([
      { ...purchase, status: 'completed', completedAt: new Date() },
      { ...purchase, status: 'expired' },
      { ...purchase, status: 'cancelled' },
      { ...purchase, status: 'failed' },
    ]);
    const automation = await createAutomation(t.database.db, { name: `Ledger Tidy ${Date.now()}` });
    await createRuns(t.database.db, automation.id, ['completed', 'failed'], { userId: buyer.user.id });
  });
  afterAll(() => t.close());

  it('every CSV starts with a UTF-8 byte order mark, so Excel reads "Café" as written', async () => {
    for (const name of ['users', 'balances', 'adjustments', 'audit-log', 'leads', 'runs', 'purchases']) {
      const response = await download(name);
      expect(response.statusCode, name).toBe(200);
      expect(response.rawPayload.subarray(0, 3).toString('hex'), name).toBe('efbbbf');
    }
    const { records } = await recordsOf('adjustments');
    expect(records.find((record) => record.user_email === buyer.user.email)?.reason).toBe('Café outage');
  });

  it('timestamps are ISO 8601 in UTC in every list', async () => {
    const times = [
      ...(await recordsOf('users')).records.map((record) => record.joined_at),
      ...(await recordsOf('adjustments')).records.map((record) => record.date),
      ...(await recordsOf('audit-log')).records.map((record) => record.date),
      ...(await recordsOf('runs')).records.map((record) => record.created_at),
      ...(await recordsOf('purchases')).records.map((record) => record.created_at),
    ];
    expect(times.length).toBeGreaterThan(5);
    for (const time of times) expect(time).toMatch(ISO_UTC);
  });

  it("the audit log has one column per detail field instead of a JSON blob, and the adjustment's reason has no ledger prefix", async () => {
    const { header, records } = await recordsOf('audit-log');
    expect(header).not.toContain('details');
    expect(header).toEqual(expect.arrayContaining(['detail_amount', 'detail_reason', 'detail_new_balance']));
    const entry = records.find(
      (record) => record.action === 'adjust_tokens' && record.target_email === buyer.user.email,
    )!;
    expect(entry).toMatchObject({ detail_amount: '12', detail_reason: 'Café outage', detail_new_balance: '12' });
    const adjustment = (await recordsOf('adjustments')).records.find(
      (record) => record.user_email === buyer.user.email,
    );
    expect(adjustment?.reason).not.toMatch(/Adjustment by/);
  });

  it('runs join the exports, with their automation, charge, refund and timing', async () => {
    const { header, records } = await recordsOf('runs');
    expect(header).toEqual([
      'run_id',
      'created_at',
      'user_email',
      'automation',
      'automation_version',
      'status',
      'tokens_charged',
      'tokens_refunded',
      'started_at',
      'completed_at',
      'duration_ms',
      'failure_kind',
      'error',
    ]);
    const mine = records.filter((record) => record.user_email === buyer.user.email);
    expect(mine.map((record) => record.status).sort()).toEqual(['completed', 'failed']);
    expect(mine[0]!.automation).toMatch(/^Ledger Tidy /);
  });

  it('purchases join the exports with the abandoned and declined checkouts, amounts in dollars with cents', async () => {
    const { records } = await recordsOf('purchases');
    const mine = records.filter((record) => record.user_email === buyer.user.email);
    expect(mine.map((record) => record.status).sort()).toEqual(['cancelled', 'completed', 'expired', 'failed']);
    for (const record of mine)
      expect(record).toMatchObject({ amount_usd: '12.50', total_tokens: '125', provider: 'sandbox' });
    expect(mine.find((record) => record.status === 'completed')!.completed_at).toMatch(ISO_UTC);
    expect(mine.find((record) => record.status === 'expired')!.completed_at).toBe('');
  });
});
