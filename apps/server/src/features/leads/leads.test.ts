import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadRequests, mailOutbox } from '../../platform/db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const customRequest = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  company: '  ',
  description: 'Turn our weekly <b>CSV</b> exports into a KPI report.',
  budgetRange: '$1000-$5000',
  timeline: '1-2 weeks',
};
const callRequest = {
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  preferredDatetime: 'Tuesday afternoon CET',
  topic: 'Automating invoice follow-ups',
};

describe('lead forms', () => {
  let t: TestApp;
  const post = (url: string, payload: object, remoteAddress = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress, headers: { origin: t.config.PUBLIC_URL } });
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('a visitor requests a custom automation; it is stored and every admin gets an e-mail', async () => {
    const secondAdmin = await createSignedInUser(t, { admin: true });
    const response = await post('/api/lead-requests/custom-automation', customRequest);
    expect(response.statusCode, response.body).toBe(201);
    const [lead] = await t.database.db.select().from(leadRequests).where(eq(leadRequests.id, response.json().id));
    expect(lead).toMatchObject({
      kind: 'custom_automation',
      status: 'new',
      fullName: 'Ada Lovelace',
      company: null,
      useCase: null,
      budgetRange: '$1000-$5000',
      timeline: '1-2 weeks',
    });
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, ['admin@example.com', secondAdmin.user.email]))
      .orderBy(desc(mailOutbox.createdAt));
    const notices = mails.filter((m) => m.subject === 'New custom automation request from Ada Lovelace');
    expect(notices.map((m) => m.toAddress).sort()).toEqual(['admin@example.com', secondAdmin.user.email].sort());
    expect(notices[0]!.text).toContain('Budget: $1000-$5000');
    expect(notices[0]!.html).toContain('&lt;b&gt;CSV&lt;/b&gt;');
  });

  it('a visitor requests a call without a phone number', async () => {
    const response = await post('/api/lead-requests/call', callRequest);
    expect(response.statusCode).toBe(201);
    const [lead] = await t.database.db.select().from(leadRequests).where(eq(leadRequests.id, response.json().id));
    expect(lead).toMatchObject({ kind: 'call', phone: null, topic: 'Automating invoice follow-ups' });
  });

  it('the forms’ empty optional fields, sent as null, are stored as null (issue 15 #1)', async () => {
    const custom = await post('/api/lead-requests/custom-automation', {
      ...customRequest,
      company: null,
      useCase: null,
    });
    expect(custom.statusCode, custom.body).toBe(201);
    const call = await post('/api/lead-requests/call', { ...callRequest, phone: null });
    expect(call.statusCode, call.body).toBe(201);
    const stored = await t.database.db
      .select()
      .from(leadRequests)
      .where(inArray(leadRequests.id, [custom.json().id, call.json().id]));
    expect(stored.map((lead) => [lead.company, lead.useCase, lead.phone])).toEqual([
      [null, null, null],
      [null, null, null],
    ]);
  });

  it.each([
    [
      'custom-automation',
      { ...customRequest, fullName: 'A' },
      'body.fullName',
      'Full name must be at least 2 characters',
    ],
    [
      'custom-automation',
      { ...customRequest, description: 'x' },
      'body.description',
      'Description must be at least 2 characters',
    ],
    ['call', { ...callRequest, fullName: 'G ' }, 'body.fullName', 'Full name must be at least 2 characters'],
    [
      'call',
      { ...callRequest, phone: 'call me' },
      'body.phone',
      'Enter a phone number with its digits, e.g. +1 555 010 0199',
    ],
    ['custom-automation', { ...customRequest, fullName: ' ' }, 'body.fullName', 'Full name is required'],
    ['custom-automation', { ...customRequest, email: 'not-an-email' }, 'body.email', 'Enter a valid email'],
    ['custom-automation', { ...customRequest, budgetRange: '$1' }, 'body.budgetRange', 'Select a budget range'],
    ['custom-automation', { ...customRequest, timeline: undefined }, 'body.timeline', 'Select a timeline'],
    ['custom-automation', { ...customRequest, description: '' }, 'body.description', 'Description is required'],
    [
      'call',
      { ...callRequest, preferredDatetime: '' },
      'body.preferredDatetime',
      'Preferred date and time is required',
    ],
    ['call', { ...callRequest, topic: 'x'.repeat(2001) }, 'body.topic', 'Topic must be at most 2000 characters'],
  ])(
    'the server refuses a %s request with one bad field (case %#) and stores nothing',
    async (form, payload, path, message) => {
      const before = (await t.database.db.select().from(leadRequests)).length;
      const response = await post(`/api/lead-requests/${form}`, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.details).toContainEqual({ path, message });
      expect((await t.database.db.select().from(leadRequests)).length).toBe(before);
    },
  );

  it('a form posted from another site is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/lead-requests/call',
      payload: callRequest,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('lead form abuse limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'true' } });
  });
  afterAll(() => t.close());

  it('one address may send 5 requests an hour across both forms; others are not affected', async () => {
    const send = (url: string, payload: object, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress });
    for (let i = 0; i < 3; i++) {
      expect((await send('/api/lead-requests/call', callRequest, '198.51.100.1')).statusCode).toBe(201);
    }
    for (let i = 0; i < 2; i++) {
      expect((await send('/api/lead-requests/custom-automation', customRequest, '198.51.100.1')).statusCode).toBe(201);
    }
    const refused = await send('/api/lead-requests/call', callRequest, '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many attempts, try again in 60 minutes',
        requestId: expect.any(String),
      },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await send('/api/lead-requests/call', callRequest, '198.51.100.2')).statusCode).toBe(201);
  });

  it('a visitor whose submissions were refused as invalid is not locked out: only stored ones count (issue 15 #1)', async () => {
    const send = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/lead-requests/call', payload, remoteAddress: '198.51.100.9' });
    for (let i = 0; i < 6; i++) expect((await send({ ...callRequest, topic: '' })).statusCode).toBe(422);
    for (let i = 0; i < 5; i++) expect((await send(callRequest)).statusCode).toBe(201);
    expect((await send(callRequest)).statusCode).toBe(429);
  });

  it('racing submissions from one address store at most the limit', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/lead-requests/call',
          payload: callRequest,
          remoteAddress: '198.51.100.10',
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(5);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(3);
  });
});
