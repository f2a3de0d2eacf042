import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leadRequests, profiles } from '../../platform/db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { parseCsv } from '../../test/parse-csv';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('back-office CSV exports', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createSignedInUser>>;
  let target: Awaited<ReturnType<typeof createSignedInUser>>;
  const download = (name: string, cookie = admin.cookie) =>
    t.app.inject({ url: `/api/admin/exports/${name}`, headers: { cookie } });
  const rowsOf = async (name: string) => parseCsv((await download(name)).body);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createSignedInUser(t, { admin: true });
    target = await createSignedInUser(t);
    await t.database.db
      .update(profiles)
      .set({ fullName: '=HYPERLINK("http://x","click")' })
      .where(eq(profiles.userId, target.user.id));
    const adjusted = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tokens/adjustments',
      headers: { cookie: admin.cookie },
      payload: { userId: target.user.id, amount: 50, reason: 'Goodwill, "late" run' },
    });
    expect(adjusted.statusCode).toBe(200);
    await t.database.db.insert(leadRequests).values({
      kind: 'custom_automation',
      budgetRange: 'under_1k',
      timeline: 'this_month',
      fullName: 'Lena Lead',
      email: 'lena@example.com',
      company: '+cmd',
      description: 'Line one\nline two',
    });
  });
  afterAll(() => t.close());

  it('an admin downloads users as an attachment, with formula-like names made harmless', async () => {
    const response = await download('users');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="basalt-users-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'user_id',
      'email',
      'full_name',
      'company',
      'phone',
      'email_verified',
      'role',
      'token_balance',
      'joined_at',
    ]);
    const row = rows.find((cells) => cells[0] === target.user.id)!;
    expect(row.slice(1, 3)).toEqual([target.user.email, `'=HYPERLINK("http://x","click")`]);
    expect(row.slice(5, 8)).toEqual(['yes', 'user', '50']);
    expect(rows.find((cells) => cells[0] === admin.user.id)![6]).toBe('admin');
  });

  it('balances, adjustments and the audit log carry the adjustment, its reason quoted as RFC 4180 says', async () => {
    const balances = await rowsOf('balances');
    expect(balances.find((cells) => cells[0] === target.user.id)![3]).toBe('50');
    const [adjustmentHeader, ...adjustments] = await rowsOf('adjustments');
    expect(adjustmentHeader).toEqual(['date', 'user_email', 'amount', 'balance_after', 'reason', 'admin_email']);
    expect(adjustments.find((cells) => cells[1] === target.user.email)!.slice(2)).toEqual([
      '50',
      '50',
      'Goodwill, "late" run',
      admin.user.email,
    ]);
    expect((await download('adjustments')).body).toContain('"Goodwill, ""late"" run"');
    const audit = await rowsOf('audit-log');
    const entry = audit.find((cells) => cells[1] === 'adjust_tokens' && cells[3] === target.user.email)!;
    expect(entry[2]).toBe(admin.user.email);
  });

  it('leads keep line breaks inside their cell and a company starting with + is not a formula', async () => {
    const [header, ...leads] = await rowsOf('leads');
    const lead = leads.find((cells) => cells[header!.indexOf('email')] === 'lena@example.com')!;
    expect(lead[header!.indexOf('company')]).toBe("'+cmd");
    expect(lead[header!.indexOf('description')]).toBe('Line one\nline two');
    expect(lead[header!.indexOf('kind')]).toBe('custom_automation');
  });

  it('a regular user gets 403 and a visitor 401; an unknown list is refused', async () => {
    for (const name of ['users', 'balances', 'adjustments', 'audit-log', 'leads']) {
      expect((await download(name, target.cookie)).statusCode).toBe(403);
      expect((await t.app.inject({ url: `/api/admin/exports/${name}` })).statusCode).toBe(401);
    }
    expect((await download('sessions')).statusCode).toBe(404);
  });
});
