import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, runWorkflow } from '../testing/run-workflow';

const app = buildTestApp();
afterAll(() => app.close());

describe('subject line tester', () => {
  it('flags spam words, capitals and exclamation marks', async () => {
    const { status, body } = await runWorkflow(app, 'subject-line-tester', {
      subject: 'FREE gift inside!!! Act now',
      audience: 'B2C',
    });
    expect(status).toBe(200);
    expect(body.spam_words_found).toEqual(['free', 'act now']);
    expect(body.score).toBeLessThan(60);
    expect(body.suggestions.join(' ')).toContain('exclamation');
  });

  it('shows how a long subject is cut off on a phone', async () => {
    const subject = 'Your quarterly marketing performance review and three ideas for next quarter';
    const { body } = await runWorkflow(app, 'subject-line-tester', { subject, audience: 'B2B' });
    expect(body.length_check).toBe('too long');
    expect(body.mobile_truncated).toBe(true);
    expect(body.mobile_preview.length).toBeLessThanOrEqual(35);
    expect(body.mobile_preview.endsWith('…')).toBe(true);
  });

  it('scores a clear personalised subject highly', async () => {
    const { body } = await runWorkflow(app, 'subject-line-tester', {
      subject: '{{first_name}}, 3 quick wins for your spring sale',
      audience: 'E-commerce',
    });
    expect(body.score).toBe(100);
  });
});
