import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, runWorkflow } from '../testing/run-workflow';

const app = buildTestApp();
afterAll(() => app.close());

describe('lead scorer', () => {
  it('grades a senior buyer with budget and a near timeline as A, with reasons', async () => {
    const { status, body } = await runWorkflow(app, 'lead-scorer', {
      company_size: '51-200',
      budget: '25000',
      job_title: 'VP of Marketing',
      email: 'kim@acme.io',
      timeline: 'Within 1 month',
      industry: 'SaaS',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ score: 87, grade: 'A' });
    expect(body.reasons).toContain('+16 Job title "VP of Marketing": senior leader');
  });

  it('grades a student with a throwaway address and no budget as D', async () => {
    const { body } = await runWorkflow(app, 'lead-scorer', {
      company_size: '1-10',
      budget: 0,
      job_title: 'Student',
      email: 'x@mailinator.com',
      timeline: 'Just researching',
      industry: 'Hobby',
    });
    expect(body.grade).toBe('D');
    expect(body.score).toBe(9);
  });
});
