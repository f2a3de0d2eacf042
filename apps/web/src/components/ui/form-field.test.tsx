import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';

describe('a form field with an error', () => {
  it('ties the error to its control and announces it', () => {
    render(
      <FormField id="name" label="Name" error="Name is required">
        <input id="name" aria-invalid />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-describedby')).toBe('name-message');
    expect(screen.getByRole('alert').textContent).toBe('Name is required');
    expect(screen.getByRole('alert').id).toBe('name-message');
  });

  it('keeps a control’s own aria-describedby, and help text is not an alert', () => {
    render(
      <FormField id="slug" label="Slug" helpText="Lowercase letters">
        <input id="slug" aria-describedby="custom" />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Slug' }).getAttribute('aria-describedby')).toBe('custom');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
