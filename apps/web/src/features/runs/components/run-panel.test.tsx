import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAutomationDetail } from '@/testing/automation-factory';
import { renderWithRouter } from '@/testing/render-with-router';
import { stubApi } from '@/testing/stub-api';
import { FakeEventSource } from '@/testing/fake-event-source';
import { buildRun, buildUploadedFile } from '../testing/run-fixtures';
import { automation, fields, openPanel as open, setUp } from '../testing/run-panel-kit';
import { RunPanel } from './run-panel';

describe('the form panel', () => {
  beforeEach(() => FakeEventSource.install());

  it('shows the first error in the banner and clears a field’s error when it is edited', async () => {
    setUp(100);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Run Automation' }));
    expect(screen.getAllByText('Topic is required')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText(/^Topic/), { target: { value: 'Sales' } });
    expect(screen.queryByText('Topic is required')).toBeNull();
  });

  it('the banner naming a one-of group clears when the other field of the group is filled, before any resubmit (issue 15)', async () => {
    stubApi({ '/api/tokens/balance': { body: { balance: 100 } } });
    const grouped = buildAutomationDetail({
      tokenCostPerRun: 10,
      customFields: [
        { id: 'csv_file', type: 'file', label: 'CSV file', required: false, order: 0, oneOfGroup: 'source' },
        { id: 'csv_text', type: 'textarea', label: 'CSV text', required: false, order: 1, oneOfGroup: 'source' },
        { id: 'topic', type: 'text', label: 'Topic', required: true, order: 2 },
      ],
    });
    renderWithRouter(<RunPanel automation={grouped} balance={100} />);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Run Automation' }));
    const actions = screen.getByRole('group', { name: 'Form actions' });
    expect(actions.textContent).toContain('Provide CSV file or CSV text');
    fireEvent.change(screen.getByLabelText(/^CSV text/), { target: { value: 'a,b' } });
    expect(screen.queryByText('Provide CSV file or CSV text')).toBeNull();
    // The next problem takes the banner; fixing it empties the banner too.
    expect(actions.textContent).toContain('Topic is required');
    fireEvent.change(screen.getByLabelText(/^Topic/), { target: { value: 'Sales' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a form whose one-of group is empty names the fields by label and starts nothing (issue 15 #4)', async () => {
    const started: unknown[] = [];
    stubApi({
      '/api/tokens/balance': { body: { balance: 100 } },
      '/api/runs/latest': { body: { run: null } },
      '/api/runs': (_url, init) => {
        started.push(init?.body);
        return { status: 201, body: { run: buildRun({ status: 'pending' }) } };
      },
    });
    const grouped = buildAutomationDetail({
      tokenCostPerRun: 10,
      customFields: [
        { id: 'csv_file', type: 'file', label: 'CSV file', required: false, order: 0, oneOfGroup: 'source' },
        { id: 'csv_text', type: 'textarea', label: 'CSV text', required: false, order: 1, oneOfGroup: 'source' },
      ],
    });
    renderWithRouter(<RunPanel automation={grouped} balance={100} />);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Run Automation' }));
    expect(screen.getAllByText('Provide CSV file or CSV text').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Confirm and run' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/^CSV text/), { target: { value: 'a,b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run Automation' }));
    expect(await screen.findByRole('button', { name: 'Confirm and run' })).toBeTruthy();
    expect(started).toHaveLength(0);
  });

  it('Run Automation and Save wait while a file uploads, so a quick click never reads the file as missing', async () => {
    let finishUpload = () => {};
    const uploaded = new Promise<void>((resolve) => (finishUpload = resolve));
    const answered = stubApi({
      '/api/tokens/balance': { body: { balance: 100 } },
      '/api/files': {
        status: 201,
        body: { file: buildUploadedFile({ size: 3 }) },
      },
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/api/files')) await uploaded;
      return answered(input, init);
    });
    const withFile = buildAutomationDetail({
      tokenCostPerRun: 10,
      customFields: [{ id: 'csv', type: 'file', label: 'CSV file', required: true, order: 0 }],
    });
    renderWithRouter(<RunPanel automation={withFile} balance={100} />);
    open();
    fireEvent.drop(screen.getByTestId('drop-zone-csv'), {
      dataTransfer: { files: [new File(['a,b'], 'leads.csv', { type: 'text/csv' })] },
    });
    await screen.findByText('Uploading leads.csv…');
    const run = screen.getByRole('button', { name: 'Run Automation' }) as HTMLButtonElement;
    expect(run.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save Configuration' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(run);
    expect(screen.queryByText('Please upload a file')).toBeNull();
    act(() => finishUpload());
    await waitFor(() => expect(run.disabled).toBe(false));
    fireEvent.click(run);
    expect(await screen.findByRole('button', { name: 'Confirm and run' })).toBeTruthy();
  });

  it('a balance below the quote opens the quick purchase with the smallest covering package, and the banner link', async () => {
    setUp(5);
    open();
    fireEvent.change(screen.getByLabelText(/^Topic/), { target: { value: 'Sales' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run Automation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get more tokens' });
    await waitFor(() => expect(dialog.textContent).toContain('Recommended'));
    expect(dialog.textContent).toContain('You need 5 more');
    expect(dialog.querySelectorAll('li')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Get more tokens →' })).toBeTruthy();
  });

  it('a start refused by the monthly budget shows why, without offering to buy tokens', async () => {
    const message =
      'This run would exceed your monthly budget of 100 tokens (95 used this month). Raise your budget in Account Settings.';
    stubApi({
      '/api/tokens/balance': { body: { balance: 500 } },
      '/api/runs': { status: 403, body: { error: { code: 'BUDGET_EXCEEDED', message } } },
    });
    renderWithRouter(<RunPanel automation={automation} balance={500} />);
    open();
    fireEvent.change(screen.getByLabelText(/^Topic/), { target: { value: 'Sales' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run Automation' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and run' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Get more tokens' })).toBeNull();
  });

  it('sends the result where the person chose, and shows a refused chat URL at its field (issue 41)', async () => {
    const bodies: Record<string, unknown>[] = [];
    const problem = 'Enter a Slack incoming-webhook URL: it starts with https://hooks.slack.com/services/';
    stubApi({
      '/api/tokens/balance': { body: { balance: 100 } },
      '/api/runs': (url, init) => {
        if (url.pathname !== '/api/runs') return { body: { deliveries: [] } };
        const body = JSON.parse(String(init?.body)) as { deliver: { chat: { url: string } } };
        bodies.push(body);
        return body.deliver.chat.url.startsWith('https://hooks.slack.com/services/')
          ? { status: 201, body: { run: buildRun({ automationId: automation.id, status: 'pending' }) } }
          : {
              status: 422,
              body: {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: problem,
                  details: [{ path: 'deliver.chat.url', message: problem }],
                },
              },
            };
      },
    });
    renderWithRouter(<RunPanel automation={automation} balance={100} />);
    open();
    fireEvent.change(screen.getByLabelText(/^Topic/), { target: { value: 'Sales' } });
    const section = screen.getByRole('group', { name: 'Deliver the result' });
    fireEvent.click(within(section).getByLabelText(/E-mail me the result/));
    fireEvent.change(within(section).getByLabelText('Send to a chat channel'), { target: { value: 'slack' } });
    const urlInput = within(section).getByLabelText(/^Slack webhook URL/);
    fireEvent.change(urlInput, { target: { value: 'https://example.com/hook' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run Automation' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and run' }));
    await waitFor(() => expect(urlInput.getAttribute('aria-invalid')).toBe('true'));
    expect(within(section).getByRole('alert').textContent).toBe(problem);

    fireEvent.change(urlInput, { target: { value: 'https://hooks.slack.com/services/T1/B1/x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run Automation' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and run' }));
    await screen.findByRole('heading', { name: /Queued/ });
    expect(bodies.map((body) => body.deliver)).toEqual([
      { email: true, chat: { service: 'slack', url: 'https://example.com/hook' } },
      { email: true, chat: { service: 'slack', url: 'https://hooks.slack.com/services/T1/B1/x' } },
    ]);
  });

  it('"Fill with example" puts the automation’s example input in the form (issue 15)', async () => {
    stubApi({ '/api/tokens/balance': { body: { balance: 100 } } });
    const withExample = buildAutomationDetail({
      customFields: fields,
      tokenCostPerRun: 10,
      exampleInput: { topic: 'Quarterly sales' },
    });
    renderWithRouter(<RunPanel automation={withExample} balance={100} />);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Fill with example' }));
    expect(screen.getByLabelText(/^Topic/)).toHaveProperty('value', 'Quarterly sales');
  });

  it('an automation without an example offers no such button', () => {
    setUp(100);
    open();
    expect(screen.queryByRole('button', { name: 'Fill with example' })).toBeNull();
  });

  describe('what just changed comes into view (issue 15 #3)', () => {
    const original = Element.prototype.scrollIntoView;
    afterEach(() => {
      Element.prototype.scrollIntoView = original;
    });

    function watchScrolling() {
      const scrolled: Element[] = [];
      Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
        scrolled.push(this);
      });
      return scrolled;
    }

    it('a started run’s status is scrolled to and focused, so a phone shows it', async () => {
      const scrolled = watchScrolling();
      setUp(100);
      open();
      fireEvent.change(screen.getByLabelText(/^Topic/), { target: { value: 'Sales' } });
      fireEvent.click(screen.getByRole('button', { name: 'Run Automation' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Confirm and run' }));
      const status = await screen.findByRole('region', { name: 'Run status' });
      await waitFor(() => expect(scrolled).toContain(status));
      expect(status.contains(document.activeElement)).toBe(true);
    });

    it('"Configuration saved" is scrolled to and focused after Save Configuration', async () => {
      const scrolled = watchScrolling();
      stubApi({
        '/api/tokens/balance': { body: { balance: 100 } },
        '/api/configurations': {
          status: 201,
          body: {
            configuration: {
              id: crypto.randomUUID(),
              automationId: automation.id,
              automation: { id: automation.id, name: automation.name, slug: null, category: null },
              configName: 'Weekly',
              configData: { topic: 'Sales' },
              deliver: null,
              preview: [],
              createdAt: new Date().toISOString(),
              updatedAt: new Date().toISOString(),
            },
          },
        },
      });
      renderWithRouter(<RunPanel automation={automation} balance={100} />);
      open();
      fireEvent.change(screen.getByLabelText(/^Topic/), { target: { value: 'Sales' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
      const saved = (await screen.findByText('Configuration saved')).closest('[role="status"]')!;
      await waitFor(() => expect(scrolled).toContain(saved));
      expect(saved.contains(document.activeElement)).toBe(true);
    });

    it('a refused start shows its reason next to the Run button, not at the top of the form', async () => {
      const message = 'This run would exceed your monthly budget of 100 tokens (95 used this month).';
      stubApi({
        '/api/tokens/balance': { body: { balance: 500 } },
        '/api/runs': { status: 403, body: { error: { code: 'BUDGET_EXCEEDED', message } } },
      });
      renderWithRouter(<RunPanel automation={automation} balance={500} />);
      open();
      fireEvent.change(screen.getByLabelText(/^Topic/), { target: { value: 'Sales' } });
      fireEvent.click(screen.getByRole('button', { name: 'Run Automation' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Confirm and run' }));
      const error = await screen.findByText(message);
      const actions = screen.getByRole('group', { name: 'Form actions' });
      expect(actions.contains(error)).toBe(true);
      const runButton = screen.getByRole('button', { name: 'Run Automation' });
      // The message comes right after the fields, just before the buttons it belongs to.
      expect(
        screen.getByLabelText(/^Topic/).compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      expect(error.compareDocumentPosition(runButton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  });
});
