import type { RunLogEvent } from '@basalt/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { stubApi } from '@/testing/stub-api';
import { buildRun } from '../testing/run-fixtures';
import { RunTimeline } from './run-timeline';

const step = (id: number, overrides: Partial<RunLogEvent>): RunLogEvent => ({
  id,
  createdAt: new Date(Date.UTC(2026, 0, 5, 9, 0, id)).toISOString(),
  kind: 'status',
  status: 'pending',
  progress: null,
  message: null,
  ...overrides,
});

/** The live run's key changes as the run does; a button stands in for the next live event. */
function LiveTimeline({ runId }: { runId: string }) {
  const [liveKey, setLiveKey] = useState('running::');
  return (
    <>
      <button type="button" onClick={() => setLiveKey('running:40:Writing section 2 of 5')}>
        Next event
      </button>
      <RunTimeline runId={runId} liveKey={liveKey} />
    </>
  );
}

describe('the run timeline', () => {
  it('shows each step with its time and message, and reads new steps while the run runs', async () => {
    const run = buildRun({ status: 'running' });
    const log = [
      step(1, { message: '10 tokens charged.' }),
      step(2, { status: 'running', message: 'The workflow is working on it.' }),
    ];
    stubApi({ [`/api/runs/${run.id}`]: () => ({ body: { run, events: [...log] } }) });
    renderWithRouter(<LiveTimeline runId={run.id} />);
    const timeline = await screen.findByRole('region', { name: 'Run timeline' });
    expect(await within(timeline).findByText('10 tokens charged.')).toBeTruthy();
    expect(within(timeline).getByText('Queued')).toBeTruthy();
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(2);

    log.push(step(3, { kind: 'progress', status: 'running', progress: 40, message: 'Writing section 2 of 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next event' }));
    expect(await within(timeline).findByText('Writing section 2 of 5')).toBeTruthy();
    expect(within(timeline).getByText('Progress 40%')).toBeTruthy();
  });
});
