import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeleteAutomationsDialog, type AutomationToDelete } from './delete-automations-dialog';

const throwaway: AutomationToDelete[] = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'Throwaway Scraper', status: 'draft' },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Throwaway Notes', status: 'archived' },
];
const emailListChecker: AutomationToDelete = {
  id: '00000000-0000-4000-8000-000000000003',
  name: 'Email List Checker',
  status: 'published',
};

function open(automations: AutomationToDelete[]) {
  const onConfirm = vi.fn();
  render(<DeleteAutomationsDialog automations={automations} busy={false} onConfirm={onConfirm} onClose={() => {}} />);
  const dialog = screen.getByRole('dialog', { name: /^Delete/ });
  return { dialog, onConfirm };
}

describe('deleting automations from Manage Automations', () => {
  it('an admin who selected all after a search reads every name, and that they go to the trash for 30 days', () => {
    const { dialog } = open([...throwaway, emailListChecker]);
    expect(screen.getByRole('dialog', { name: 'Delete 3 automations?' })).toBe(dialog);
    const listed = within(within(dialog).getByRole('list', { name: 'Automations to delete' })).getAllByRole('listitem');
    expect(listed.map((item) => item.textContent)).toEqual([
      'Throwaway Scraper',
      'Throwaway Notes',
      'Email List Checker (published)',
    ]);
    expect(dialog.textContent).toContain('They go to the trash for 30 days');
  });

  it('a published automation in the selection must be confirmed as live before Delete works', () => {
    const { dialog, onConfirm } = open([...throwaway, emailListChecker]);
    const remove = within(dialog).getByRole('button', { name: 'Delete 3 automations' });
    expect(remove).toHaveProperty('disabled', true);
    fireEvent.click(remove);
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Email List Checker is live: customers can use it now' }),
    );
    expect(remove).toHaveProperty('disabled', false);
    fireEvent.click(remove);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('a selection with nothing published needs no extra tick', () => {
    const { dialog, onConfirm } = open(throwaway);
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete 2 automations' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('a single delete names the automation and says it can be restored', () => {
    const { dialog } = open([emailListChecker]);
    expect(screen.getByRole('dialog', { name: 'Delete this automation?' })).toBe(dialog);
    expect(dialog.textContent).toContain('Email List Checker');
    expect(dialog.textContent).toContain('restore it from the Trash tab');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
  });
});
