import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/testing/render-with-router';
import { stubApi } from '@/testing/stub-api';
import { FakeEventSource } from '@/testing/fake-event-source';
import { buildRun } from '../testing/run-fixtures';
import { POLL_ATTEMPTS, useRunStatus } from './use-run-status';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>
);

describe('live run status', () => {
  beforeEach(() => {
    FakeEventSource.install();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('when the stream drops, polls every 2 s and shows the result when the run ends', async () => {
    const run = buildRun({ status: 'running' });
    const answers = [{ ...run }, { ...run, status: 'completed' as const, resultData: { summary: 'Done' } }];
    const fetchStub = stubApi({
      [`/api/runs/${run.id}`]: () => ({ body: { run: answers.shift() ?? answers[0], events: [] } }),
    });
    const { result } = renderHook(() => useRunStatus(run.id, run), { wrapper });
    act(() => FakeEventSource.last(run.id)!.onerror?.());
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.run?.status).toBe('completed');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('gives up after 60 polls and says the automation timed out', async () => {
    const run = buildRun({ status: 'running' });
    const fetchStub = stubApi({ [`/api/runs/${run.id}`]: { body: { run, events: [] } } });
    const { result } = renderHook(() => useRunStatus(run.id, run), { wrapper });
    act(() => FakeEventSource.last(run.id)!.onerror?.());
    await act(() => vi.advanceTimersByTimeAsync(2000 * POLL_ATTEMPTS + 100));
    expect(fetchStub).toHaveBeenCalledTimes(POLL_ATTEMPTS);
    expect(result.current.timedOut).toBe(true);
  });
});
