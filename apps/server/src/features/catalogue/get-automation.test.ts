import { getAutomationResponse } from '@basalt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { createAutomation } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('automation page API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a visitor opens a published automation by slug or by id and gets the same record, without the webhook', async () => {
    const automation = await createAutomation(t.database.db, {
      webhookUrl: 'https://hooks.example.com/secret',
      webhookSecret: 'whsec_secret',
      seoContent: { faqs: [{ question: 'Why?', answer: 'Because.' }] },
    });
    const bySlug = await t.app.inject(`/api/automations/${automation.slug}`);
    const byId = await t.app.inject(`/api/automations/${automation.id.toUpperCase()}`);
    expect(bySlug.statusCode).toBe(200);
    expect(byId.json()).toEqual(bySlug.json());
    const body = getAutomationResponse.parse(bySlug.json());
    expect(body.automation).toMatchObject({ id: automation.id, seoContent: { faqs: [{ question: 'Why?' }] } });
    expect(bySlug.body).not.toContain('hooks.example.com');
    expect(bySlug.body).not.toContain('whsec_');
  });

  it('a value shaped like an id is never taken for a slug', async () => {
    const response = await t.app.inject('/api/automations/00000000-0000-0000-0000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Automation not found', requestId: expect.any(String) },
    });
  });

  it('draft and archived automations are not served to visitors or signed-in users', async () => {
    const draft = await createAutomation(t.database.db, { status: 'draft' });
    const archived = await createAutomation(t.database.db, { status: 'archived' });
    const { cookie } = await createSignedInUser(t);
    for (const automation of [draft, archived]) {
      for (const ref of [automation.id, automation.slug!]) {
        expect((await t.app.inject(`/api/automations/${ref}`)).statusCode).toBe(404);
        expect((await t.app.inject({ url: `/api/automations/${ref}`, headers: { cookie } })).statusCode).toBe(404);
      }
    }
  });

  it('an admin can open a draft to preview it', async () => {
    const draft = await createAutomation(t.database.db, { status: 'draft' });
    const { cookie } = await createSignedInUser(t, { admin: true });
    const response = await t.app.inject({ url: `/api/automations/${draft.slug}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().automation.status).toBe('draft');
  });
});

describe('an automation input schema for API clients (issue 17)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a program reads the JSON Schema of a published automation by slug or id, with its rules and one-of group', async () => {
    const automation = await createAutomation(t.database.db, {
      name: 'CSV Cleaner',
      customFields: [
        { id: 'csv_file', type: 'file', label: 'CSV file', required: false, order: 0, oneOfGroup: 'source' },
        { id: 'csv_text', type: 'textarea', label: 'CSV text', required: false, order: 1, oneOfGroup: 'source' },
        { id: 'rows', type: 'number', label: 'Rows', required: true, order: 2, min: 1, max: 500 },
        { id: 'mode', type: 'select', label: 'Mode', required: true, order: 3, options: ['strict', 'loose'] },
      ],
    });
    const bySlug = await t.app.inject(`/api/automations/${automation.slug}/input-schema`);
    const byId = await t.app.inject(`/api/automations/${automation.id}/input-schema`);
    expect(bySlug.statusCode).toBe(200);
    expect(byId.json()).toEqual(bySlug.json());
    expect(bySlug.json()).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      title: 'Input of CSV Cleaner',
      type: 'object',
      required: ['rows', 'mode'],
      properties: {
        rows: { title: 'Rows', allOf: [{ type: 'number', minimum: 1, maximum: 500 }] },
        mode: { allOf: [{ pattern: '^\\s*(?:strict|loose)\\s*$' }] },
      },
      allOf: [{ anyOf: [{ required: ['csv_file'] }, { required: ['csv_text'] }] }],
    });
  });

  it('a draft automation has no input schema for anyone but the 404 of a missing one', async () => {
    const draft = await createAutomation(t.database.db, { status: 'draft' });
    const response = await t.app.inject(`/api/automations/${draft.slug}/input-schema`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
