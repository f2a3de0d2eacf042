// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from '@/app/entry-server';
import { buildAutomationDetail } from '@/testing/automation-factory';

describe('the automation page as the server renders it (no JavaScript in the browser yet)', () => {
  it("carries when it was updated and what's new (issue 40)", async () => {
    const automation = buildAutomationDetail({
      name: 'Invoice Reader',
      updatedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      changelog: [
        { number: 2, note: 'Asks for the contact e-mail.', publishedAt: '2026-10-01T09:00:00.000Z' },
        { number: 1, note: 'First version', publishedAt: '2026-09-01T09:00:00.000Z' },
      ],
    });
    const answers: Record<string, unknown> = {
      '/api/session': { user: null },
      [`/api/automations/${automation.slug}`]: { automation },
      '/api/token-packages': { packages: [], pricingTiers: [], tokenExpiryDays: 90 },
    };
    const fetch = async (path: string) => {
      const body = answers[new URL(path, 'http://basalt.local').pathname];
      return new Response(JSON.stringify(body ?? { error: { code: 'NOT_FOUND', message: 'Not found' } }), {
        status: body ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    };
    const page = await render({ url: `/basalt/${automation.slug}`, fetch });
    // React separates adjacent text with empty comments; a reader sees the text without them.
    const html = page!.html.replaceAll('<!-- -->', '');
    expect(html).toContain('Invoice Reader');
    expect(html).toContain('Updated 3d ago');
    expect(html).toContain('<h2 id="whats-new" class="text-2xl font-semibold tracking-tight">What&#x27;s new</h2>');
    expect(html).toContain('Version 2');
    expect(html).toContain('Asks for the contact e-mail.');
  });
});
