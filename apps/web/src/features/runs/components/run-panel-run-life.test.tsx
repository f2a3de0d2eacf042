import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource } from '@/testing/fake-event-source';
import { buildRun } from '../testing/run-fixtures';
import { automation, openPanel as open, setUp } from '../testing/run-panel-kit';

describe('the run panel follows a run', () => {
  beforeEach(() => FakeEventSource.install());

  it('confirms the quote, starts the run once and follows it from Queued to the result', async () => {
    const bodies: unknown[] = [];
    const run = setUp(100, (body) => bodies.push(body));
    open();
    fireEvent.change(screen.getByLabelText(/^Topic/), { target: { value: 'Sales' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run Automation' }));
    const confirm = await screen.findByRole('dialog', { name: 'Run this automation?' });
    expect(confirm.textContent).toContain('10 tokens');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and run' }));
    await screen.findByRole('heading', { name: /Queued/ });
    expect(bodies).toEqual([
      {
        automationId: automation.id,
        input: { topic: 'Sales' },
        configurationId: null,
        deliver: null,
        idempotencyKey: expect.any(String),
      },
    ]);
    expect(screen.getByLabelText('Elapsed time').textContent).toMatch(/^00:0\d$/);

    const stream = FakeEventSource.last(`/api/runs/${run.id}/events`)!;
    act(() =>
      stream.emit('progress', { id: run.id, status: 'running', progress: 40, progressMessage: 'Cleaning rows' }),
    );
    expect(await screen.findByRole('heading', { name: /Running · 40%/ })).toBeTruthy();
    expect(screen.getByText('Cleaning rows')).toBeTruthy();
    act(() => stream.emit('run', { run: { ...run, status: 'completed', resultData: { summary: 'All clean' } } }));
    expect(await screen.findByText('All clean')).toBeTruthy();
    expect(stream.closed).toBe(true);
    expect(screen.getByRole('link', { name: 'View All Runs' }).getAttribute('href')).toBe('/automation-history');
    fireEvent.click(screen.getByRole('button', { name: 'Run Again' }));
    expect(screen.queryByRole('region', { name: 'Run status' })).toBeNull();
    expect(screen.getByLabelText(/^Topic/)).toHaveProperty('value', '');
  });
  it('a failed run shows its message with the tip', async () => {
    const run = setUp(100);
    open();
    fireEvent.change(screen.getByLabelText(/^Topic/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run Automation' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and run' }));
    await screen.findByRole('heading', { name: /Queued/ });
    act(() =>
      FakeEventSource.last(run.id)!.emit('run', {
        run: {
          ...run,
          status: 'failed',
          errorMessage: 'Invalid input: field "topic" is too short.',
          failureKind: 'input_rejected',
        },
      }),
    );
    expect(await screen.findByText('Check your input data and try again')).toBeTruthy();
  });
  it('restores unsaved work with a notice that goes after 3 seconds', async () => {
    localStorage.setItem(
      `basalt:run-form:${automation.id}`,
      JSON.stringify({ configName: 'Draft', values: { topic: 'Saved topic' } }),
    );
    setUp(100);
    expect(await screen.findByText('Your work was restored!')).toBeTruthy();
    expect(screen.getByLabelText(/^Topic/)).toHaveProperty('value', 'Saved topic');
    expect(screen.getByLabelText('Configuration name')).toHaveProperty('value', 'Draft');
    await waitFor(() => expect(screen.queryByText('Your work was restored!')).toBeNull(), { timeout: 4000 });
  });
  it('a user who left mid-run and came back sees the run still going, then its result, not the form to pay again (issue 41)', async () => {
    localStorage.setItem(
      `basalt:run-form:${automation.id}`,
      JSON.stringify({ configName: '', values: { topic: 'Typed after' } }),
    );
    const running = buildRun({
      automationId: automation.id,
      status: 'running',
      progress: 30,
      createdAt: new Date(Date.now() - 62_000).toISOString(),
    });
    setUp(100, undefined, running);
    expect(await screen.findByRole('heading', { name: /Running · 30%/ })).toBeTruthy();
    // Its clock counts from when it was started, not from when the page opened.
    expect(screen.getByLabelText('Elapsed time').textContent).toMatch(/^01:0\d$/);
    expect(screen.getByRole('button', { name: 'Run Automation' })).toHaveProperty('disabled', true);
    const stream = FakeEventSource.last(`/api/runs/${running.id}/events`)!;
    act(() => stream.emit('run', { run: { ...running, status: 'completed', resultData: { summary: 'Brief ready' } } }));
    expect(await screen.findByText('Brief ready')).toBeTruthy();
    // Work typed after the run started is still this browser's draft.
    expect(localStorage.getItem(`basalt:run-form:${automation.id}`)).toContain('Typed after');
    fireEvent.click(screen.getByRole('button', { name: 'Run Again' }));
    expect(screen.queryByRole('region', { name: 'Run status' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Run Automation' })).toHaveProperty('disabled', false);
  });
  it('once a run has started, its form is no longer kept as unsent work (issue 41)', async () => {
    setUp(100);
    open();
    fireEvent.change(screen.getByLabelText(/^Topic/), { target: { value: 'Market brief' } });
    expect(localStorage.getItem(`basalt:run-form:${automation.id}`)).toContain('Market brief');
    fireEvent.click(screen.getByRole('button', { name: 'Run Automation' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and run' }));
    await screen.findByRole('heading', { name: /Queued/ });
    expect(localStorage.getItem(`basalt:run-form:${automation.id}`)).toBeNull();
  });
});
