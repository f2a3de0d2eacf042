import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAutomationDetail } from '@/testing/automation-factory';
import { renderRoutes } from '@/testing/render-with-router';
import { signedOut, stubApi } from '@/testing/stub-api';
import { AutomationPageRoute } from '../routes/automation-page';

const routes = [{ path: '/basalt/:ref', element: <AutomationPageRoute /> }];

function showPage(automation: ReturnType<typeof buildAutomationDetail>) {
  stubApi({
    '/api/session': signedOut,
    [`/api/automations/${automation.slug}`]: { body: { automation } },
    '/api/site/address': { body: { publicUrl: 'https://basalt.example.com' } },
    '/api/token-packages': { body: { packages: [], pricingTiers: [], tokenExpiryDays: 90 } },
    '/api/analytics': { status: 204, body: null },
  });
  renderRoutes(routes, `/basalt/${automation.slug}`);
}

describe('the API section of an automation page (issue 17.3)', () => {
  it('is closed at first, then shows a curl request with the public address, the id and the example input', async () => {
    const automation = buildAutomationDetail({ name: 'Lead Scorer', exampleInput: { topic: 'Ada\'s "sales"' } });
    showPage(automation);
    const section = within(await screen.findByRole('region', { name: 'API' }));
    const details = section.getByText('Run Lead Scorer from your code or an AI agent').closest('details')!;
    expect(details.open).toBe(false);

    const curl = (await section.findByText(/^curl -X POST/)).textContent!;
    expect(curl).toContain("'https://basalt.example.com/api/runs'");
    expect(curl).toContain(`"automationId": "${automation.id}"`);
    expect(curl).toContain(`"topic": "Ada'\\''s \\"sales\\""`);
    expect(section.getByRole('link', { name: 'its JSON Schema' }).getAttribute('href')).toBe(
      `/api/automations/${automation.slug}/input-schema`,
    );
    expect(section.getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe('/api/docs');
    expect(section.getByRole('link', { name: 'API keys' }).getAttribute('href')).toBe('/profile?tab=api');
    expect(section.getByText(/"url": "https:\/\/basalt.example.com\/mcp"/)).toBeTruthy();
    expect(section.getByText('run_automation')).toBeTruthy();
  });

  it('switches to Python and copies it, saying so to screen readers', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const automation = buildAutomationDetail({
      exampleInput: null,
      customFields: [
        { id: 'count', type: 'number', label: 'Count', required: true, order: 1, min: 5 },
        { id: 'notify', type: 'checkbox', label: 'Notify', required: false, order: 2 },
      ],
    });
    showPage(automation);
    const section = within(await screen.findByRole('region', { name: 'API' }));
    fireEvent.click(await section.findByRole('tab', { name: 'Python' }));
    const python = section.getByText(/^import os/).textContent!;
    // Without an example input, each field gets a value its rules accept.
    expect(python).toContain('"count": 5,');
    expect(python).toContain('"notify": True,');

    fireEvent.click(section.getByRole('button', { name: 'Copy Python request (requests)' }));
    expect(writeText).toHaveBeenCalledWith(python);
    expect(await section.findByRole('button', { name: 'Copied Python request (requests)' })).toBeTruthy();
    expect(section.getByText('Python request (requests) copied').getAttribute('role')).toBe('status');
  });
});
