import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/test-app';

describe('the API document when the process holds a second copy of the contracts', () => {
  it('is whole from the first request: the copy the server-rendering bundle carries claims no schema id', async () => {
    // The web app's server-rendering bundle carries its own copy of @basalt/contracts and loads the
    // custom-field module before the automation page's: importing that module again from a fresh
    // module registry stands for it (zod's registry is one per process, on globalThis).
    vi.resetModules();
    const secondCopy = await import('@basalt/contracts/catalogue/custom-field');
    expect(secondCopy.customField).toBeDefined();
    const t = await createTestApp();
    try {
      const response = await t.app.inject('/api/docs/json');
      expect(response.statusCode).toBe(200);
      const { components } = response.json() as { components: { schemas: Record<string, unknown> } };
      expect(Object.keys(components.schemas)).toEqual(
        expect.arrayContaining(['AutomationDetail', 'CustomField', 'MarketplaceAutomation', 'Run']),
      );
    } finally {
      await t.close();
    }
  });
});
