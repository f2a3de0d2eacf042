import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCategory } from '@basalt/contracts';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { stubApi } from '@/testing/stub-api';
import { CategoriesRoute } from './categories';

const CATEGORIES = '/api/admin/categories';
const finance: AdminCategory = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Finance',
  automationCount: 2,
  createdAt: '2026-12-01T09:00:00.000Z',
};
const travel: AdminCategory = {
  ...finance,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Travel',
  automationCount: 0,
};

describe('the Categories screen', () => {
  it('lists categories with their use, and keeps a refused name with the server’s reason', async () => {
    const fetchStub = stubApi({
      [CATEGORIES]: (_url, init) =>
        init?.method === 'POST'
          ? {
              status: 409,
              body: {
                error: {
                  code: 'CONFLICT',
                  message: 'A category named "Finance" already exists',
                  requestId: 'r1',
                },
              },
            }
          : { body: { categories: [finance, travel] } },
    });
    renderWithRouter(<CategoriesRoute />);
    const table = await screen.findByRole('table', { name: 'Categories' });
    expect(within(table).getByText('2 automations')).toBeTruthy();
    expect(within(table).getByText('0 automations')).toBeTruthy();

    const field = screen.getByLabelText('New category') as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'finance' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    expect(await screen.findByText('Error: A category named "Finance" already exists')).toBeTruthy();
    expect(field.value).toBe('finance');
    const posts = fetchStub.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]![1]!.body))).toEqual({ name: 'finance' });
  });

  it('does not offer to delete a category automations use, and deletes an unused one', async () => {
    const fetchStub = stubApi({
      [CATEGORIES]: (_url, init) =>
        init?.method === 'DELETE' ? { status: 204, body: null } : { body: { categories: [finance, travel] } },
    });
    renderWithRouter(<CategoriesRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Finance' }));
    expect(await screen.findByText(/Move them to another category in Manage Automations first/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Category' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    fireEvent.click(screen.getByRole('button', { name: 'Delete Travel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Category' }));
    await waitFor(() =>
      expect(
        fetchStub.mock.calls.some(
          ([url, init]) => init?.method === 'DELETE' && String(url).endsWith(`${CATEGORIES}/${travel.id}`),
        ),
      ).toBe(true),
    );
  });
});
