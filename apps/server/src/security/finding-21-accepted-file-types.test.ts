import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/auth-helpers';
import { createCategory } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Finding 21 (issue 38, item 12): a file field's accepted types took any strings. Saved as ".csv",
 * the field refused every file, since uploads are checked by the type read from their content
 * ("text/csv"); a typo saved a field nobody could ever fill. Extensions are now read as their type
 * and anything Basalt cannot recognise is refused when the automation is saved.
 */
describe("finding 21: a file field's accepted types are types Basalt can check", () => {
  let t: TestApp;
  let admin: string;
  let categoryId: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'basalt-types-')) } });
    admin = (await createSignedInUser(t, { admin: true })).cookie;
    categoryId = (await createCategory(t.database.db)).id;
  });
  afterAll(() => t.close());

  const save = (acceptedFileTypes: string[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/automations',
      headers: { cookie: admin, origin: t.config.PUBLIC_URL },
      payload: {
        name: `Leads ${Math.random().toString(36).slice(2, 8)}`,
        description: 'Cleans a list of leads',
        categoryId,
        webhookUrl: '',
        customFields: [
          { id: 'sheet', type: 'file', label: 'Sheet', required: true, acceptedFileTypes, maxFileSizeMB: 1, order: 1 },
        ],
        slug: '',
        status: 'published',
        pricingModel: 'per_run',
        tokenCostPerRun: 5,
        tokenCostPerMinute: 0,
        maxDurationMinutes: 15,
        imageUrl: '',
        seoContent: {},
      },
    });

  it('".csv" and " Image/JPG " are saved as the types they name, and a CSV can then be uploaded', async () => {
    const saved = await save(['.csv', ' Image/JPG ', 'text/csv']);
    expect(saved.statusCode, saved.body).toBe(201);
    const { automation } = saved.json<{
      automation: { id: string; customFields: { acceptedFileTypes: string[] }[] };
    }>();
    expect(automation.customFields[0]!.acceptedFileTypes).toEqual(['text/csv', 'image/jpeg']);

    const { cookie } = await createSignedInUser(t);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/files?automationId=${automation.id}&fieldId=sheet&name=leads.csv`,
      headers: { cookie, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('name,email\nAda,ada@example.com\n'),
    });
    expect(upload.statusCode, upload.body).toBe(201);
  });

  it.each([['spreadsheet'], ['text/*'], ['application/x-msdownload']])(
    '"%s" answers 422 saying which types may be used',
    async (type) => {
      const response = await save([type]);
      expect(response.statusCode).toBe(422);
      const { error } = response.json<{ error: { message: string; details: { path: string }[] } }>();
      expect(error.details[0]!.path).toBe('body.customFields.0.acceptedFileTypes.0');
      expect(error.message).toContain(`"${type}" is not a file type Basalt can check`);
      expect(error.message).toContain('text/csv');
    },
  );
});
