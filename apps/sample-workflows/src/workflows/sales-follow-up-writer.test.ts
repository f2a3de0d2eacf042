import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, runWorkflow } from '../testing/run-workflow';

const app = buildTestApp();
afterAll(() => app.close());

const input = {
  prospect_name: 'Priya Shah',
  company: 'Northwind',
  last_contact_date: '2025-03-03',
  meeting_notes:
    'Their main challenge is manual reporting.\nBudget is approved for Q2.\nNext step: send a proposal with pricing by Friday.',
};

describe('sales follow-up writer', () => {
  it('drafts a formal follow-up recapping needs and the agreed next step', async () => {
    const { status, body } = await runWorkflow(app, 'sales-follow-up-writer', { ...input, tone: 'Formal' });
    expect(status).toBe(200);
    expect(body.subject).toBe('Following up on our conversation – Northwind');
    expect(body.body).toMatch(/^Dear Priya Shah,\n\nThanks for speaking with me on 3 March 2025\./);
    expect(body.body).toContain('- Their main challenge is manual reporting.');
    expect(body.body).toContain('As agreed, next steps: send a proposal with pricing by Friday.');
    expect(body.days_since_contact).toBe(9);
  });

  it('a friendly tone greets by first name', async () => {
    const { body } = await runWorkflow(app, 'sales-follow-up-writer', { ...input, tone: 'Friendly' });
    expect(body.body).toMatch(/^Hi Priya,/);
  });

  it('refuses a last contact date in the future', async () => {
    const { status, body } = await runWorkflow(app, 'sales-follow-up-writer', {
      ...input,
      last_contact_date: '2025-04-01',
    });
    expect(status).toBe(422);
    expect(body.error).toContain('field "last_contact_date" cannot be in the future');
  });
});
