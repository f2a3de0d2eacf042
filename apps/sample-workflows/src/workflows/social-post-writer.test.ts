import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, runWorkflow } from '../testing/run-workflow';

const app = buildTestApp();
afterAll(() => app.close());

describe('social post writer', () => {
  it('writes three X posts that fit in 280 characters, with hashtags', async () => {
    const topic = 'automated invoice reminders for freelance designers and small creative agencies everywhere';
    const { status, body } = await runWorkflow(app, 'social-post-writer', {
      topic,
      platform: 'X',
      tone: 'Professional',
      include_hashtags: true,
      cta: 'Read the full guide on our blog.',
    });
    expect(status).toBe(200);
    expect(body.posts).toHaveLength(3);
    for (const post of body.posts) expect(post.text.length).toBeLessThanOrEqual(280);
    expect(body.hashtags[0]).toBe('#AutomatedInvoiceReminders');
    expect(body.posts[1].text).toContain('Read the full guide on our blog.');
  });

  it('leaves hashtags out when the checkbox is off', async () => {
    const { body } = await runWorkflow(app, 'social-post-writer', {
      topic: 'weekly team rituals',
      platform: 'LinkedIn',
      tone: 'Friendly',
      include_hashtags: 'false',
    });
    expect(body.hashtags).toEqual([]);
    expect(body.posts[0].text).not.toContain('#');
  });
});
