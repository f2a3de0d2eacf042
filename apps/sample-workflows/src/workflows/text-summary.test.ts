import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, runWorkflow } from '../testing/run-workflow';

const app = buildTestApp();
afterAll(() => app.close());

const article = [
  'Remote work has changed how companies hire.',
  'Companies now hire across time zones and countries.',
  'This gives companies access to more talent, but it also makes onboarding harder.',
  'Good onboarding for remote work needs clear documentation.',
  'The best remote companies treat documentation as a product.',
  'Coffee breaks are also different now.',
].join(' ');

describe('text summary', () => {
  it('a text summary answers with the requested number of sentences', async () => {
    const { status, body } = await runWorkflow(app, 'text-summary', { text: article, sentences: 2 });
    expect(status).toBe(200);
    expect(body.key_points).toHaveLength(2);
    expect(body.summary).toBe(body.key_points.join(' '));
    expect(body.summary).not.toContain('Coffee');
    expect(body.word_count).toBe(51);
    expect(body.reading_time_minutes).toBe(1);
  });

  it('uses three sentences when the form leaves the count empty', async () => {
    const { body } = await runWorkflow(app, 'text-summary', { text: article, sentences: '' });
    expect(body.key_points).toHaveLength(3);
  });

  it('keeps decimals inside one sentence', async () => {
    const { body } = await runWorkflow(app, 'text-summary', {
      text: 'Revenue grew 3.5 percent this year. Costs fell.',
      sentences: 5,
    });
    expect(body.sentence_count).toBe(2);
  });
});
