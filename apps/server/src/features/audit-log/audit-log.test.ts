import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordAdminAction } from './record-admin-action';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t, { admin: true, fullName: 'Audrey Admin' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
const send = (url: string, payload: object, method: 'POST' | 'PATCH' = 'POST') =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload });

describe('the admin audit log', () => {
  it('shows each change with admin, target, readable details and time, newest first', async () => {
    const target = await createSignedInUser(t, { fullName: 'Tara Target' });
    await send('/api/admin/tokens/adjustments', { userId: target.user.id, amount: 75, reason: 'Refund by hand' });
    await send(`/api/admin/users/${target.user.id}`, { company: 'Initech' }, 'PATCH');

    const { actions } = (await get(`/api/admin/audit-log?q=${encodeURIComponent(target.user.email)}`)).json();
    expect(actions.map((action: { actionType: string }) => action.actionType)).toEqual([
      'update_user',
      'adjust_tokens',
    ]);
    expect(actions[1]).toMatchObject({
      admin: { id: admin.user.id, name: 'Audrey Admin', email: admin.user.email },
      target: { id: target.user.id, name: 'Tara Target', email: target.user.email },
      automation: null,
      details: { amount: 75, reason: 'Refund by hand', newBalance: 75 },
    });
    expect(actions[1].details).not.toHaveProperty('adminEmail');
    expect(Date.parse(actions[1].createdAt)).not.toBeNaN();
  });

  it('finds entries by admin name, target name, automation name or action type, and filters by type', async () => {
    const target = await createSignedInUser(t, { fullName: 'Findable Fiona' });
    await send(`/api/admin/users/${target.user.id}/promote`, { acknowledged: true });
    expect((await get('/api/admin/audit-log?q=findable')).json().actions).toHaveLength(1);
    expect((await get('/api/admin/audit-log?q=audrey')).json().total).toBeGreaterThanOrEqual(1);
    expect((await get('/api/admin/audit-log?q=promote_')).json().actions[0].actionType).toBe('promote_admin');
    const filtered = (await get('/api/admin/audit-log?actionType=promote_admin')).json();
    expect(filtered.actions.every((action: { actionType: string }) => action.actionType === 'promote_admin')).toBe(
      true,
    );
  });

  it('pages 50 entries at a time', async () => {
    const target = await createSignedInUser(t, { fullName: 'Paged Paul' });
    for (let i = 0; i < 55; i++) {
      await recordAdminAction(t.database.db, {
        admin: { id: admin.user.id, email: admin.user.email, fullName: 'Audrey Admin' },
        actionType: 'update_user',
        targetUser: { id: target.user.id, email: target.user.email, fullName: 'Paged Paul' },
        details: { n: i },
      });
    }
    const first = (await get('/api/admin/audit-log?q=paged%20paul&page=1')).json();
    const second = (await get('/api/admin/audit-log?q=paged%20paul&page=2')).json();
    expect(first).toMatchObject({ total: 55, pageSize: 50 });
    expect(first.actions).toHaveLength(50);
    expect(second.actions).toHaveLength(5);
  });
});
