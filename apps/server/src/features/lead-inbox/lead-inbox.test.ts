import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions } from '../../platform/db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t, { admin: true });
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (url: string) => t.app.inject({ url, headers: { cookie: admin.cookie } });

/** Leads arrive the way visitors send them: through the public forms. */
async function submitLeads() {
  const custom = await t.app.inject({
    method: 'POST',
    url: '/api/lead-requests/custom-automation',
    payload: {
      fullName: 'Carla Custom',
      email: 'carla@example.com',
      company: 'Acme',
      description: 'Sync invoices to our ERP',
      budgetRange: '$1000-$5000',
      timeline: '1 month',
    },
  });
  const call = await t.app.inject({
    method: 'POST',
    url: '/api/lead-requests/call',
    payload: {
      fullName: 'Carl Caller',
      email: 'carl@example.com',
      preferredDatetime: 'Tuesday 3pm CET',
      topic: 'Pricing',
    },
  });
  expect([custom.statusCode, call.statusCode]).toEqual([201, 201]);
  return { customId: custom.json().id as string, callId: call.json().id as string };
}

describe('the lead inbox', () => {
  it('lists custom and call requests with their fields, newest first, with kind and status filters', async () => {
    const { customId, callId } = await submitLeads();
    const all = (await get('/api/admin/lead-requests')).json();
    expect(all.leads.map((lead: { id: string }) => lead.id)).toEqual([callId, customId]);
    expect(all.counts).toEqual({ new: 2, in_progress: 0, done: 0 });
    expect(all.leads[1]).toMatchObject({
      kind: 'custom_automation',
      status: 'new',
      company: 'Acme',
      budgetRange: '$1000-$5000',
      timeline: '1 month',
      useCase: null,
    });
    expect(all.leads[0]).toMatchObject({ kind: 'call', preferredDatetime: 'Tuesday 3pm CET', topic: 'Pricing' });
    const calls = (await get('/api/admin/lead-requests?kind=call')).json();
    expect(calls.leads.map((lead: { id: string }) => lead.id)).toEqual([callId]);
    expect((await get('/api/admin/lead-requests?q=erp')).json().leads).toHaveLength(1);
  });

  it('moves a request to in progress and done, audited', async () => {
    const { callId } = await submitLeads();
    const patch = (status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/lead-requests/${callId}`,
        headers: { cookie: admin.cookie },
        payload: { status },
      });
    expect((await patch('in_progress')).json().lead.status).toBe('in_progress');
    expect((await patch('done')).json().lead.status).toBe('done');
    expect((await get('/api/admin/lead-requests?status=done')).json().leads.map((l: { id: string }) => l.id)).toEqual([
      callId,
    ]);
    expect((await patch('nonsense')).statusCode).toBe(422);
    const audits = await db().select().from(adminActions).where(eq(adminActions.actionType, 'update_lead_request'));
    expect(audits.map((audit) => audit.details.status)).toEqual([
      { from: 'new', to: 'in_progress' },
      { from: 'in_progress', to: 'done' },
    ]);
  });

  it('answers "Request not found" for an unknown request', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/lead-requests/${crypto.randomUUID()}`,
      headers: { cookie: admin.cookie },
      payload: { status: 'done' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Request not found');
  });
});
