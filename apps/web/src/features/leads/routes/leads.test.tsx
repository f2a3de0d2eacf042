import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render-with-router';
import { signedOut, stubApi } from '@/testing/stub-api';
import { BookCallRoute } from './book-call';
import { RequestCustomRoute } from './request-custom';

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('lead forms', () => {
  it('a custom request checks required fields before sending anything', async () => {
    const fetchStub = stubApi({ '/api/session': signedOut });
    renderRoutes([{ path: '/', element: <RequestCustomRoute /> }]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(screen.getByText('Select a budget range')).toBeTruthy();
    expect(screen.getByText('Select a timeline')).toBeTruthy();
    expect(fetchStub.mock.calls.filter(([url]) => String(url).startsWith('/api/lead-requests'))).toHaveLength(0);
  });

  it('a custom request is sent, confirmed, the form cleared, and the call page offered', async () => {
    let sent: unknown;
    stubApi({
      '/api/session': signedOut,
      '/api/lead-requests/custom-automation': (_url, init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, body: { id: crypto.randomUUID() } };
      },
    });
    renderRoutes([{ path: '/', element: <RequestCustomRoute /> }]);
    fill(/Full name/, 'Ada Lovelace');
    fill(/Email/, 'ada@example.com');
    fill(/What should the automation do/, 'Weekly KPI report from CSV exports.');
    fill(/Budget range/, '$500-$1000');
    fill(/Timeline/, 'Flexible');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(
      await screen.findByText("Thank you! We'll review your request and get back to you within 24-48 hours."),
    ).toBeTruthy();
    expect(sent).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      company: null,
      description: 'Weekly KPI report from CSV exports.',
      useCase: null,
      budgetRange: '$500-$1000',
      timeline: 'Flexible',
    });
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe('');
    expect(
      screen.getAllByRole('link', { name: /Book a call/i }).every((l) => l.getAttribute('href') === '/book-call'),
    ).toBe(true);
  });

  it('a call request shows Submitting... while sending, then the server error with its prefix', async () => {
    let answer: (value: Response) => void = () => {};
    stubApi({ '/api/session': signedOut });
    const original = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/api/lead-requests')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : original(input, init)) as typeof fetch;
    renderRoutes([{ path: '/', element: <BookCallRoute /> }]);
    expect(screen.getByText(/scheduling with a calendar tool is coming soon/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a custom automation' }).getAttribute('href')).toBe(
      '/request-custom',
    );
    fill(/Full name/, 'Grace Hopper');
    fill(/Email/, 'grace@example.com');
    fill(/Preferred date and time/, 'Monday 10:00 EST');
    fill(/What would you like to talk about/, 'Invoices');
    fireEvent.click(screen.getByRole('button', { name: 'Request a Call' }));

    const button = await screen.findByRole('button', { name: 'Submitting...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    answer(
      new Response(
        JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many attempts, try again in 60 minutes' } }),
        { status: 429, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Too many attempts, try again in 60 minutes');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request a Call' })).toBeTruthy());
  });
});
