import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiKey, ConnectedApp } from '@basalt/contracts';
import { appRoutes } from '@/app/router';
import { renderRoutes } from '@/testing/render-with-router';
import { signedInAs, stubApi } from '@/testing/stub-api';

const zapier: ApiKey = {
  id: '6f1c1f2e-7d2a-4c4e-9a55-3f3b2f0d9c11',
  name: 'Zapier',
  prefix: 'bsk_abcd',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: null,
  monthlyTokenCap: null,
};
const secret = `bsk_${'k'.repeat(43)}`;
const claude: ConnectedApp = {
  clientId: 'HkCq3mFv9xZ',
  name: 'Claude Desktop',
  connectedAt: '2026-11-20T09:00:00.000Z',
  lastSignInAt: '2026-11-25T09:00:00.000Z',
  runCount: 12,
};

/** The API endpoints of the tab over in-memory lists of keys and connected apps. */
function stubKeys(initial: ApiKey[], connected: ConnectedApp[] = []) {
  let keys = [...initial];
  let apps = [...connected];
  const fetchStub = stubApi({
    '/api/session': signedInAs(),
    '/api/api-keys': (url, init) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { monthlyTokenCap?: number | null };
        const created = {
          ...zapier,
          id: '0b8e4c2a-1d3f-4e5a-8b6c-7d8e9f0a1b2c',
          name: 'Nightly script',
          monthlyTokenCap: body.monthlyTokenCap ?? null,
        };
        keys = [created, ...keys];
        return { status: 201, body: { apiKey: created, key: secret } };
      }
      if (init?.method === 'DELETE') {
        keys = keys.filter((key) => !url.pathname.endsWith(key.id));
        return { status: 204, body: null };
      }
      return { body: { apiKeys: keys } };
    },
    '/api/connected-apps': (url, init) => {
      if (init?.method === 'DELETE') {
        apps = apps.filter((app) => !url.pathname.endsWith(`/${app.clientId}`));
        return { status: 204, body: null };
      }
      return { body: { connectedApps: apps } };
    },
  });
  return fetchStub;
}

describe('the API tab of account settings', () => {
  it('creates a key, shows it once with a Copy button, and lists it by its prefix', async () => {
    stubKeys([zapier]);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderRoutes(appRoutes, '/profile?tab=api');
    // The first render loads the lazy route.
    const table = await screen.findByRole('table', { name: 'API keys' }, { timeout: 5000 });
    expect(within(table).getByText('bsk_abcd…')).toBeTruthy();
    expect(within(table).getByText('Never')).toBeTruthy();
    expect(within(table).getByText('No cap')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Key name'), { target: { value: 'Nightly script' } });
    fireEvent.change(screen.getByLabelText('Monthly token cap (optional)'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Key' }));
    const shown = await screen.findByRole('textbox', { name: 'New API key' });
    expect((shown as HTMLInputElement).value).toBe(secret);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    // The cap an AI agent using the key can never spend past in a month.
    expect(screen.getByText('500 tokens')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByRole('textbox', { name: 'New API key' })).toBeNull();
  });

  it('a key without a name is refused before anything is sent', async () => {
    const fetchStub = stubKeys([]);
    renderRoutes(appRoutes, '/profile?tab=api');
    expect(await screen.findByText('You have no API keys yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Key' }));
    expect(await screen.findByText('Please name the key')).toBeTruthy();
    expect(
      fetchStub.mock.calls.some(([url, init]) => String(url).includes('/api/api-keys') && init?.method === 'POST'),
    ).toBe(false);
  });

  it('revokes a key after confirming', async () => {
    const fetchStub = stubKeys([zapier]);
    renderRoutes(appRoutes, '/profile?tab=api');
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Zapier' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke API key?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke Key' }));
    expect(await screen.findByText('You have no API keys yet.')).toBeTruthy();
    const [url] = fetchStub.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(String(url)).toContain(`/api/api-keys/${zapier.id}`);
  });

  it('revoking the key just created takes its secret out of the "Copy it now" panel', async () => {
    stubKeys([zapier]);
    renderRoutes(appRoutes, '/profile?tab=api');
    fireEvent.change(await screen.findByLabelText('Key name', {}, { timeout: 5000 }), {
      target: { value: 'Nightly script' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Key' }));
    expect(await screen.findByRole('textbox', { name: 'New API key' })).toBeTruthy();

    // Revoking another key leaves the new one's panel alone.
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Zapier' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Revoke API key?' })).getByRole('button', { name: 'Revoke Key' }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke Zapier' })).toBeNull());
    expect(screen.getByRole('textbox', { name: 'New API key' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke Nightly script' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Revoke API key?' })).getByRole('button', { name: 'Revoke Key' }),
    );
    expect(await screen.findByText('You have no API keys yet.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'New API key' })).toBeNull();
    expect(screen.queryByText(secret)).toBeNull();
  });

  it('lists the apps allowed to sign in as the person, and disconnects one after confirming', async () => {
    const fetchStub = stubKeys([], [claude]);
    renderRoutes(appRoutes, '/profile?tab=api');
    const table = await screen.findByRole('table', { name: 'Connected apps' }, { timeout: 5000 });
    expect(within(table).getByText('Claude Desktop')).toBeTruthy();
    expect(within(table).getByText('12')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Disconnect Claude Desktop' }));
    const dialog = screen.getByRole('dialog', { name: 'Disconnect app?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect App' }));
    expect(await screen.findByText('No app is connected to your account.')).toBeTruthy();
    const [url] = fetchStub.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(String(url)).toContain(`/api/connected-apps/${claude.clientId}`);
  });
});
