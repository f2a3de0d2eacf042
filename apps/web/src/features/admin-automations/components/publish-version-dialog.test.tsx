import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { stubApi } from '@/testing/stub-api';
import { VersionStatusBanner } from './version-status-banner';

const id = '0b0f6f9e-7a55-4a43-9d6e-2f6f1f1d8c22';
const withDraft = { id, liveVersion: 2, hasDraft: true, draftUpdatedAt: '2026-01-02T10:00:00.000Z' };

describe('publishing an automation’s unpublished changes', () => {
  it('an admin must say what changed before the draft becomes the next version', async () => {
    const published: unknown[] = [];
    stubApi({
      [`/api/admin/automations/${id}/versions`]: (_url, init) => {
        published.push(JSON.parse(String(init?.body)));
        const version = { number: 3, note: 'New price', publishedAt: '2026-01-02T11:00:00.000Z' };
        return { status: 201, body: { version: { ...version, publishedBy: 'Ada', retiredAt: null, isLive: true } } };
      },
    });
    renderWithRouter(<VersionStatusBanner automation={withDraft} />);
    expect(screen.getByText('Unpublished changes — customers still get version 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Publish changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish changes' });
    fireEvent.change(within(dialog).getByLabelText(/What changed\?/), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish version 3' }));
    expect(await within(dialog).findByText('Please say what changed')).toBeTruthy();
    expect(published).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/What changed\?/), { target: { value: ' New price ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish version 3' }));
    await waitFor(() => expect(published).toEqual([{ note: 'New price' }]));
  });

  it('a published automation without a draft only says which version is live', () => {
    renderWithRouter(<VersionStatusBanner automation={{ ...withDraft, hasDraft: false, draftUpdatedAt: null }} />);
    expect(screen.getByText('Live: version 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish changes' })).toBeNull();
  });
});
