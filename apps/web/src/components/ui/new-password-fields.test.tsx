import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordForm, type ResetPasswordForm } from '@basalt/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { NewPasswordFields } from './new-password-fields';

function ResetForm({ prefix }: { prefix?: boolean }) {
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <NewPasswordFields
        form={form}
        names={{ password: 'password', confirm: 'confirmPassword' }}
        ids={{ password: 'new', confirm: 'confirm' }}
        formatError={prefix ? (message) => message && `Error: ${message}` : undefined}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const typeAndSave = (password: string, confirm: string) => {
  fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm New Password/), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
};

describe('a new password and its confirmation', () => {
  it('says the passwords do not match on the confirmation, tied to it for screen readers', async () => {
    render(<ResetForm />);
    expect(screen.getByLabelText(/^New Password/).getAttribute('autocomplete')).toBe('new-password');
    typeAndSave('Correct-Horse-Battery-9', 'Correct-Horse-Battery-8');
    const confirm = screen.getByLabelText(/^Confirm New Password/);
    await waitFor(() => expect(confirm.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(confirm.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Passwords do not match',
    );
    expect(screen.getByLabelText(/^New Password/).getAttribute('aria-invalid')).toBeNull();
  });

  it('words the error as the page asks', async () => {
    render(<ResetForm prefix />);
    typeAndSave('Correct-Horse-Battery-9', 'Correct-Horse-Battery-8');
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Passwords do not match');
  });
});
