import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, runWorkflow } from '../testing/run-workflow';

const app = buildTestApp();
afterAll(() => app.close());

describe('e-mail list checker', () => {
  it('sorts a list into clean, invalid, duplicate, role, disposable and mistyped addresses', async () => {
    const emails = 'ada@gmial.com, info@acme.com\nbob@mailinator.com; not-an-email\nADA@gmial.com jane.doe@acme.io';
    const { status, body } = await runWorkflow(app, 'email-list-checker', { emails });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      total: 6,
      invalid: ['not-an-email'],
      duplicates: ['ada@gmial.com'],
      role_addresses: ['info@acme.com'],
      disposable: ['bob@mailinator.com'],
      typos: [{ email: 'ada@gmial.com', suggestion: 'ada@gmail.com' }],
      clean_list: 'jane.doe@acme.io',
    });
  });

  it('spots a provider typo that is not in the built-in list', async () => {
    const { body } = await runWorkflow(app, 'email-list-checker', { emails: 'sam@outloook.com' });
    expect(body.typos).toEqual([{ email: 'sam@outloook.com', suggestion: 'sam@outlook.com' }]);
  });
});
