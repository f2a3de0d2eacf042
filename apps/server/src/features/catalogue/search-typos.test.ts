import { eq } from 'drizzle-orm';
import { listAutomationsResponse, type ListAutomationsResponse } from '@basalt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automations } from '../../platform/db/schema';
import { createAutomation } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('marketplace search that forgives typos (issue 41)', () => {
  let t: TestApp;
  const search = async (q: string): Promise<ListAutomationsResponse> => {
    const response = await t.app.inject({ url: '/api/automations', query: { q } });
    expect(response.statusCode, response.body).toBe(200);
    return listAutomationsResponse.parse(response.json());
  };
  const names = (body: ListAutomationsResponse) => body.automations.map((a) => a.name);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await createAutomation(db, { name: 'Invoice Extractor', description: 'Reads totals and due dates from invoices.' });
    await createAutomation(db, {
      name: 'CSV Cleaner',
      description: 'Removes duplicate rows and fixes dates in a CSV file.',
    });
    await createAutomation(db, {
      name: 'Email Summarizer',
      description: 'Summarizes a long email thread in five lines.',
    });
    await createAutomation(db, { name: 'Zebrafish Tracker', description: 'Counts fish.', status: 'draft' });
  });
  afterAll(() => t.close());

  it('a visitor who types "invoce" sees the invoice automation, with the word it searched for', async () => {
    const body = await search('invoce');
    expect(names(body)).toEqual(['Invoice Extractor']);
    expect(body.correctedQuery).toBe('invoice');
    expect(body.total).toBe(1);
  });

  it('"csv clener" finds CSV Cleaner: the known word stays, the typo is corrected', async () => {
    const body = await search('csv clener');
    expect(names(body)).toEqual(['CSV Cleaner']);
    expect(body.correctedQuery).toBe('csv cleaner');
  });

  it('"emial", two letters swapped, finds the email automation', async () => {
    const body = await search('emial');
    expect(names(body)).toEqual(['Email Summarizer']);
    expect(body.correctedQuery).toBe('email');
  });

  it('a search spelled right is not corrected, and a prefix still being typed is not a typo', async () => {
    expect(await search('invoice')).toMatchObject({ correctedQuery: null, total: 1 });
    expect(await search('summ')).toMatchObject({ correctedQuery: null, total: 1 });
  });

  it('a word near nothing in the catalogue still finds nothing, and says so', async () => {
    expect(await search('qwertyuiop')).toMatchObject({ automations: [], total: 0, correctedQuery: null });
  });

  it("a draft's words are never suggested", async () => {
    expect(await search('zebrafsh')).toMatchObject({ automations: [], correctedQuery: null });
  });

  it('the words follow the catalogue: an archived automation is no longer suggested, a renamed one is', async () => {
    const db = t.database.db;
    const [reader] = await db
      .insert(automations)
      .values({
        name: 'Receipt Reader',
        description: 'Reads receipts.',
        slug: 'receipt-reader-typo',
        status: 'published',
      })
      .returning();
    expect(await search('reciept')).toMatchObject({ correctedQuery: 'receipt', total: 1 });

    await db.update(automations).set({ status: 'archived' }).where(eq(automations.id, reader!.id));
    expect(await search('reciept')).toMatchObject({ total: 0, correctedQuery: null });

    await db
      .update(automations)
      .set({ status: 'published', name: 'Voucher Reader', description: 'Reads vouchers.' })
      .where(eq(automations.id, reader!.id));
    expect(await search('reciept')).toMatchObject({ total: 0, correctedQuery: null });
    expect(await search('vouchr')).toMatchObject({ correctedQuery: 'voucher', total: 1 });
  });
});
