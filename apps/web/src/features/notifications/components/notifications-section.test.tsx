import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { stubApi } from '@/testing/stub-api';
import { NotificationsSection } from './notifications-section';

describe('notification preferences', () => {
  it('start as saved and save a change as soon as a box is ticked', async () => {
    const fetchStub = stubApi({
      '/api/account/notifications': (_url, init) => ({
        body: init?.method === 'PUT' ? JSON.parse(String(init.body)) : { runCompleted: false, runFailed: true },
      }),
    });
    renderWithRouter(<NotificationsSection />);
    const completed = await screen.findByRole('checkbox', { name: /A run completes/ });
    expect((completed as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: /A run fails/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(completed);
    await waitFor(() => expect((completed as HTMLInputElement).checked).toBe(true));
    const put = fetchStub.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]?.body))).toEqual({ runCompleted: true, runFailed: true });
  });
});
