import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, signUpAs } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the development mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists queued e-mails, newest first, filtered by address', async () => {
    await signUpAs(t, 'mailbox-reader@example.com');
    await signUpAs(t, 'someone-else@example.com');
    const page = await t.app.inject('/dev/mailbox?to=Mailbox-Reader@example.com');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('mailbox-reader@example.com');
    expect(page.body).toContain('Confirm your e-mail for Basalt');
    expect(page.body).not.toContain('someone-else@example.com');
  });

  it('shows a message with its links clickable, in the text part and the HTML part', async () => {
    const [mail] = await emailsTo(t, 'mailbox-reader@example.com');
    const page = await t.app.inject(`/dev/mailbox/${mail!.id}`);
    const link = mail!.text.match(/https?:\/\/\S+/)![0];
    expect(page.body).toContain(`<a href="${link.replace(/&/g, '&amp;')}">`);
    expect(page.body).toContain('<iframe title="HTML version of the e-mail"');
    expect(page.body).toContain('&lt;base target=&quot;_top&quot;&gt;');
  });

  it('answers 404 for an unknown message', async () => {
    expect((await t.app.inject('/dev/mailbox/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('the development mailbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-of-32-characters!' } });
  });
  afterAll(() => t.close());

  it('is not served', async () => {
    await signUpAs(t, 'private@example.com');
    const page = await t.app.inject('/dev/mailbox');
    expect(page.body).not.toContain('private@example.com');
    expect(page.body).not.toContain('Dev mailbox');
  });
});
