import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, runWorkflow } from '../testing/run-workflow';

const app = buildTestApp();
afterAll(() => app.close());

describe('support ticket triage', () => {
  it('an angry double charge is a negative, urgent billing ticket', async () => {
    const { status, body } = await runWorkflow(app, 'support-ticket-triage', {
      ticket_text: "I was charged twice for my subscription this month and I'm really frustrated. Please refund ASAP!",
      customer_email: 'jane.doe@acme.com',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ sentiment: 'negative', urgency: 'high', category: 'billing' });
    expect(body.suggested_reply).toMatch(/^Hi Jane,/);
  });

  it('a polite password question is a low-urgency account ticket', async () => {
    const { body } = await runWorkflow(app, 'support-ticket-triage', {
      ticket_text: 'Hello, how do I change the password on my account? Thanks, great product.',
      customer_email: 'info@shop.example',
    });
    expect(body).toMatchObject({ sentiment: 'positive', urgency: 'low', category: 'account' });
    expect(body.suggested_reply).toMatch(/^Hi there,/);
  });

  it('reads "not happy" as negative', async () => {
    const { body } = await runWorkflow(app, 'support-ticket-triage', {
      ticket_text: 'I am not happy and not pleased with the export feature.',
      customer_email: 'sam@example.com',
    });
    expect(body.sentiment).toBe('negative');
  });

  it('refuses an invalid customer e-mail with 422', async () => {
    const { status, body } = await runWorkflow(app, 'support-ticket-triage', {
      ticket_text: 'The export button does nothing.',
      customer_email: 'sam@',
    });
    expect(status).toBe(422);
    expect(body.error).toBe('Invalid input: field "customer_email" must be a valid e-mail address.');
  });
});
