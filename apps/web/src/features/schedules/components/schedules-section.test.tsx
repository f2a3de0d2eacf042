import { schedule, type Schedule } from '@basalt/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { stubApi } from '@/testing/stub-api';
import { ScheduleDialog } from './schedule-dialog';
import { SchedulesSection } from './schedules-section';

const saved = (overrides: Partial<Schedule> = {}): Schedule =>
  schedule.parse({
    id: crypto.randomUUID(),
    configurationId: crypto.randomUUID(),
    configurationName: 'Weekly leads',
    automationName: 'CSV Data Cleaner',
    cron: '0 9 * * 1-5',
    cadence: 'Weekdays at 09:00',
    timeZone: 'Asia/Tokyo',
    status: 'active',
    pausedReason: null,
    nextRunAt: '2026-11-23T00:00:00.000Z',
    lastRunAt: '2026-11-20T00:00:00.000Z',
    lastOutcome: 'skipped_low_balance',
    lastMessage: 'Not enough tokens: this needs 10 and your balance is 5.',
    lastRunId: null,
    lastRunStatus: null,
    deliver: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  });

describe('schedules on /my-automations', () => {
  it("an existing schedule's result delivery is changed from its card", async () => {
    const weekly = saved();
    const sent: unknown[] = [];
    stubApi({
      '/api/schedules': (url, init) => {
        if (init?.method === 'PUT' && url.pathname.endsWith('/delivery')) {
          const body = JSON.parse(String(init.body)) as { deliver: Schedule['deliver'] };
          sent.push(body);
          return { body: { schedule: saved({ ...weekly, deliver: body.deliver }) } };
        }
        return { body: { schedules: [weekly] } };
      },
    });
    renderWithRouter(<SchedulesSection />);
    const card = await screen.findByRole('group', { name: 'Schedule Weekly leads' });
    fireEvent.click(within(card).getByRole('button', { name: 'Result delivery of schedule Weekly leads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Result delivery' });
    fireEvent.click(within(dialog).getByLabelText(/^E-mail me the result/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Delivery' }));
    await vi.waitFor(() => expect(sent).toEqual([{ deliver: { email: true, chat: null } }]));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Result delivery' })).toBeNull());
  });

  it('a schedule whose last run failed says so and links to that run (issue 15 #10)', async () => {
    const runId = crypto.randomUUID();
    stubApi({
      '/api/schedules': {
        body: {
          schedules: [saved({ lastOutcome: 'started', lastMessage: null, lastRunId: runId, lastRunStatus: 'failed' })],
        },
      },
    });
    renderWithRouter(<SchedulesSection />);
    const card = await screen.findByRole('group', { name: 'Schedule Weekly leads' });
    const link = within(card).getByRole('link', { name: 'Run failed' });
    expect(link.getAttribute('href')).toBe(`/automation-history?run=${runId}`);
    expect(card.textContent).not.toContain('Started');
  });

  it('lists a schedule with its cadence, next run in its own time zone and last result; pauses and deletes it', async () => {
    const weekly = saved({
      deliver: { email: true, chat: { service: 'slack', url: 'https://hooks.slack.com/services/T/B/x' } },
    });
    const fetchStub = stubApi({
      '/api/schedules': (_url, init) => {
        if (init?.method === 'DELETE') return { status: 204, body: null };
        if (init?.method === 'PUT')
          return { body: { schedule: saved({ ...weekly, status: 'paused', nextRunAt: null }) } };
        return { body: { schedules: [weekly] } };
      },
    });
    renderWithRouter(<SchedulesSection />);
    const card = await screen.findByRole('group', { name: 'Schedule Weekly leads' });
    expect(card.textContent).toContain('Weekdays at 09:00');
    expect(card.textContent).toContain('Asia/Tokyo');
    // 00:00 UTC is 09:00 in Tokyo.
    expect(card.textContent).toContain('Nov 23, 2026, 9:00 AM');
    expect(card.textContent).toContain('Skipped: low balance');
    expect(card.textContent).toContain('Result sent toyour e-mail and Slack');

    fireEvent.click(within(card).getByRole('button', { name: 'Pause' }));
    await vi.waitFor(() =>
      expect(fetchStub.mock.calls.some(([, init]) => init?.method === 'PUT' && init.body === '{"paused":true}')).toBe(
        true,
      ),
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Delete schedule Weekly leads' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete schedule?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(
        fetchStub.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url).endsWith(weekly.id)),
      ).toBe(true),
    );
  });

  it('explains an invalid cron expression and sends a valid schedule in the chosen time zone', async () => {
    const fetchStub = stubApi({ '/api/schedules': { status: 201, body: { schedule: saved() } } });
    const onClose = vi.fn();
    const configurationId = crypto.randomUUID();
    renderWithRouter(
      <ScheduleDialog configuration={{ id: configurationId, name: 'Weekly leads' }} onClose={onClose} />,
    );
    fireEvent.change(screen.getByLabelText('Repeat'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText(/Cron expression/), { target: { value: 'every day' } });
    fireEvent.change(screen.getByLabelText(/Time zone/), { target: { value: 'Europe/Berlin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create schedule' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/five fields/);

    fireEvent.change(screen.getByLabelText(/Cron expression/), { target: { value: '30 7 * * 1' } });
    expect(await screen.findByText(/^First run: /)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create schedule' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetchStub.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({ configurationId, cron: '30 7 * * 1', timeZone: 'Europe/Berlin' });
  });
});
