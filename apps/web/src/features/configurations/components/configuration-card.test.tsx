import { configuration } from '@basalt/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { ConfigurationCard } from './configuration-card';

const automationId = '22222222-2222-4222-8222-222222222222';
const saved = (attention: unknown[]) =>
  configuration.parse({
    id: crypto.randomUUID(),
    automationId,
    automation: { id: automationId, name: 'Invoice Reader', slug: 'invoice-reader', category: null },
    configName: 'Weekly invoices',
    configData: { topic: 'Q3' },
    deliver: null,
    preview: [{ label: 'Topic', value: 'Q3' }],
    attention,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  });
const noop = () => {};

describe('a saved configuration card', () => {
  it('tells its owner which fields need attention after the automation changed, and keeps the values that still pass', () => {
    const flagged = saved([
      { fieldId: 'contact_email', label: 'Contact e-mail', message: 'Contact e-mail is required' },
      { fieldId: 'currency', label: 'Currency', message: 'Please select a valid option' },
    ]);
    renderWithRouter(
      <ConfigurationCard configuration={flagged} busy={false} onDuplicate={noop} onDelete={noop} onSchedule={noop} />,
    );
    const list = screen.getByRole('list', { name: 'Needs your attention' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Needs your attention: Contact e-mail — Contact e-mail is required',
      'Needs your attention: Currency — Please select a valid option',
    ]);
    expect(screen.getByText('Q3')).toBeTruthy();
  });

  it('says nothing when the configuration still fits the form', () => {
    renderWithRouter(
      <ConfigurationCard configuration={saved([])} busy={false} onDuplicate={noop} onDelete={noop} onSchedule={noop} />,
    );
    expect(screen.queryByRole('list', { name: 'Needs your attention' })).toBeNull();
    expect(screen.queryByText(/Needs your attention/)).toBeNull();
  });
});
