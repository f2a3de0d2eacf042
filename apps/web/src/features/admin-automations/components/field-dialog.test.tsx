import type { CustomField } from '@basalt/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FieldDialog } from './field-dialog';

const type = (dialog: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('the field dialog’s checks before a run', () => {
  it('an editor sets a length, a pattern with its message and a one-of group on a text field', async () => {
    const onSave = vi.fn<(field: CustomField) => void>();
    render(<FieldDialog otherIds={[]} order={3} onSave={onSave} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Add Field' });
    type(dialog, /^Label/, 'Order code');
    type(dialog, 'Minimum length', '4');
    type(dialog, 'Maximum length', '2');
    type(dialog, 'Pattern', '[A-Z]{2}\\d{2}');
    type(dialog, 'Message when the pattern does not match', 'Use two capitals and two digits');
    type(dialog, 'One-of group', 'reference');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Field' }));
    await within(dialog).findByText('Maximum length cannot be less than the minimum length');
    expect(onSave).not.toHaveBeenCalled();

    type(dialog, 'Maximum length', '4');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Field' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toEqual({
      id: 'order_code',
      type: 'text',
      label: 'Order code',
      required: false,
      order: 3,
      minLength: 4,
      maxLength: 4,
      pattern: '[A-Z]{2}\\d{2}',
      patternMessage: 'Use two capitals and two digits',
      oneOfGroup: 'reference',
    });
  });

  it('a broken pattern and a range that contradicts itself are refused; an edited number field stays a number', async () => {
    const onSave = vi.fn();
    const field: CustomField = { id: 'code', type: 'text', label: 'Code', required: false, order: 0 };
    const { unmount } = render(
      <FieldDialog field={field} otherIds={[]} order={0} onSave={onSave} onClose={() => {}} />,
    );
    let dialog = screen.getByRole('dialog', { name: 'Edit Field' });
    type(dialog, 'Pattern', '([A-Z]');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Field' }));
    await within(dialog).findByText('Pattern is not a valid regular expression');
    unmount();

    const count: CustomField = { id: 'count', type: 'number', label: 'Count', required: false, order: 0 };
    render(<FieldDialog field={count} otherIds={[]} order={0} onSave={onSave} onClose={() => {}} />);
    dialog = screen.getByRole('dialog', { name: 'Edit Field' });
    expect(within(dialog).queryByLabelText('Pattern')).toBeNull();
    expect((within(dialog).getByLabelText('Type') as HTMLSelectElement).value).toBe('number');
    type(dialog, 'Minimum', '10');
    type(dialog, 'Maximum', 'five');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Field' }));
    await within(dialog).findByText('Maximum must be a number');
    type(dialog, 'Maximum', '5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Field' }));
    await within(dialog).findByText('Maximum cannot be less than the minimum');
    expect(onSave).not.toHaveBeenCalled();
  });
});
