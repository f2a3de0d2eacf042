import type { AdminActionEntry } from '@basalt/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { AuditEntry } from './audit-entry';

const automationId = '7d3c1a2e-5b4f-4e6a-8c9d-0e1f2a3b4c5d';
const runId = '0b6c8f44-3f0e-4b7e-9d55-1c1f2f8a9e01';
const admin = { id: 'admin-1', name: 'Ada Admin', email: 'admin@example.com' };
const base: AdminActionEntry = {
  id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  actionType: 'cancel_run',
  admin,
  target: { id: 'user-grace', name: 'Grace Hopper', email: 'grace@example.com' },
  automation: null,
  details: { runId, tokensCharged: 1000, tokensRefunded: 1000 },
  createdAt: '2026-01-02T10:00:00.000Z',
};

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('an audit log entry', () => {
  it('links the admin and the user to their details, and a cancelled run to the run', () => {
    renderWithRouter(<AuditEntry entry={base} />, '/admin/audit-log');
    expect(href('Ada Admin')).toBe('/admin/users?user=admin-1');
    expect(href('Grace Hopper')).toBe('/admin/users?user=user-grace');
    expect(href(runId)).toBe(`/admin/runs?run=${runId}`);
  });

  it('links an updated automation to its editor, but not a deleted one', () => {
    const updated = { ...base, actionType: 'update_automation', target: null, details: {} } as const;
    const { unmount } = renderWithRouter(
      <AuditEntry entry={{ ...updated, automation: { id: automationId, name: 'Invoices' } }} />,
      '/admin/audit-log',
    );
    expect(href('Invoices')).toBe(`/admin/automation/edit/${automationId}`);
    unmount();
    renderWithRouter(
      <AuditEntry
        entry={{ ...updated, actionType: 'delete_automation', automation: { id: automationId, name: 'Invoices' } }}
      />,
      '/admin/audit-log',
    );
    screen.getByText('Invoices', { exact: false });
    expect(screen.queryByRole('link', { name: 'Invoices' })).toBeNull();
  });

  it('shows numbers with separators and stored keys as labels', () => {
    renderWithRouter(
      <AuditEntry
        entry={{
          ...base,
          actionType: 'update_automation',
          target: null,
          automation: { id: automationId, name: 'Invoices' },
          details: {
            changed: ['tokenCostPerRun', 'webhookUrl'],
            tokenCost: { from: 1000, to: 25000 },
            bulk: true,
          },
        }}
      />,
      '/admin/audit-log',
    );
    screen.getByText('Token cost');
    screen.getByText('1,000 → 25,000');
    screen.getByText('Changed');
    screen.getByText('Token cost per run, Webhook URL');
    screen.getByText('Bulk');
    screen.getByText('Yes');
  });

  it('formats a cancelled run’s token figures', () => {
    renderWithRouter(<AuditEntry entry={base} />, '/admin/audit-log');
    screen.getByText('Tokens charged');
    expect(screen.getAllByText('1,000')).toHaveLength(2);
    screen.getByText('Run ID');
  });
});
