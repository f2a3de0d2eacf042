import type { CustomField } from '@basalt/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildAutomationDetail } from '@/testing/automation-factory';
import { renderWithRouter } from '@/testing/render-with-router';
import { stubApi } from '@/testing/stub-api';
import { FakeEventSource } from '@/testing/fake-event-source';
import { RunPanel } from './run-panel';

const fields: CustomField[] = [{ id: 'topic', type: 'text', label: 'Topic', required: true, order: 0 }];
const automation = buildAutomationDetail({ customFields: fields, tokenCostPerRun: 10 });
const savedId = crypto.randomUUID();
const saved = (overrides: Record<string, unknown> = {}) => ({
  id: savedId,
  automationId: automation.id,
  automation: { id: automation.id, name: automation.name, slug: null, category: null },
  configName: 'Weekly export',
  configData: { topic: 'Sales' },
  deliver: null,
  preview: [],
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...overrides,
});

/** The run form opened from My Automations with a saved configuration, as its card's buttons do. */
function openSaved(state: { configId?: string; editConfigId?: string }) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  stubApi({
    '/api/tokens/balance': { body: { balance: 100 } },
    '/api/configurations': (url, init) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET') return { body: { configuration: saved() } };
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      sent.push({ method, path: url.pathname, body });
      const id = method === 'POST' ? crypto.randomUUID() : savedId;
      return { status: method === 'POST' ? 201 : 200, body: { configuration: saved({ id, ...body }) } };
    },
  });
  renderWithRouter(<RunPanel automation={automation} balance={100} />, { pathname: '/automation/x', state });
  return sent;
}

describe('a saved configuration in the run form', () => {
  beforeEach(() => FakeEventSource.install());

  it('says which configuration is being edited, and Save Changes updates it', async () => {
    const sent = openSaved({ editConfigId: savedId });
    expect(await screen.findByText('“Weekly export”')).toBeTruthy();
    expect(screen.getByText(/^Editing/).textContent).toContain('Save as New keeps it as it was');
    expect(screen.queryByRole('button', { name: 'Save Configuration' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Topic/), { target: { value: 'Marketing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Configuration saved')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: `/api/configurations/${savedId}`,
        body: { configName: 'Weekly export', configData: { topic: 'Marketing' }, deliver: null },
      },
    ]);
  });

  it('Save as New keeps the loaded configuration and saves the edited values as another one', async () => {
    const sent = openSaved({ configId: savedId });
    expect(await screen.findByText('“Weekly export”')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Configuration name/), { target: { value: 'Weekly export, marketing' } });
    fireEvent.change(screen.getByLabelText(/^Topic/), { target: { value: 'Marketing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as New' }));

    expect(await screen.findByText('Configuration saved')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/configurations',
        body: {
          automationId: automation.id,
          configName: 'Weekly export, marketing',
          configData: { topic: 'Marketing' },
          deliver: null,
        },
      },
    ]);
    // Configure Another starts a new form: nothing is being edited any more.
    fireEvent.click(screen.getByRole('button', { name: 'Configure Another' }));
    expect(screen.queryByText(/^Editing/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Configuration' })).toBeTruthy();
  });
});
