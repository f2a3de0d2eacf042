import type { CustomField } from '@basalt/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAutomationDetail } from '@/testing/automation-factory';
import { renderWithRouter } from '@/testing/render-with-router';
import { stubApi } from '@/testing/stub-api';
import { FakeEventSource } from '@/testing/fake-event-source';
import { buildRun } from '../testing/run-fixtures';
import { RunPanel } from './run-panel';

const fields: CustomField[] = [
  { id: 'email', type: 'email', label: 'Contact e-mail', required: true, order: 0 },
  { id: 'count', type: 'number', label: 'How many', required: false, order: 1 },
];
const automation = buildAutomationDetail({ customFields: fields, tokenCostPerRun: 10, slug: 'lead-finder' });

function setUp() {
  const bodies: unknown[] = [];
  stubApi({
    '/api/tokens/balance': { body: { balance: 100 } },
    '/api/runs': (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return { status: 201, body: { run: buildRun({ automationId: automation.id, status: 'pending' }) } };
    },
  });
  renderWithRouter(<RunPanel automation={automation} balance={100} />);
  fireEvent.click(screen.getByRole('button', { name: 'Use This Automation' }));
  return bodies;
}
const modeButton = (name: 'Form' | 'JSON') =>
  within(screen.getByRole('group', { name: 'Edit the input as' })).getByRole('button', { name });
const jsonBox = () => screen.getByRole('textbox', { name: 'Input as JSON' }) as HTMLTextAreaElement;
const typeJson = (text: string) => fireEvent.change(jsonBox(), { target: { value: text } });

describe('the run form as JSON', () => {
  beforeEach(() => FakeEventSource.install());

  it('switches between Form and JSON, pressed state and values kept both ways', () => {
    setUp();
    expect(modeButton('Form').getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByLabelText(/^Contact e-mail/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^How many/), { target: { value: '3' } });
    fireEvent.click(modeButton('JSON'));
    expect(modeButton('JSON').getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(jsonBox().value)).toEqual({ email: 'ada@example.com', count: 3 });

    typeJson('{"email": "grace@example.com", "count": 7}');
    fireEvent.click(modeButton('Form'));
    expect((screen.getByLabelText(/^Contact e-mail/) as HTMLInputElement).value).toBe('grace@example.com');
    expect((screen.getByLabelText(/^How many/) as HTMLInputElement).value).toBe('7');
  });

  it('malformed JSON is named with its position and keeps the person in JSON mode', () => {
    setUp();
    fireEvent.click(modeButton('JSON'));
    typeJson('{"email": "ada@example.com",}');
    fireEvent.click(modeButton('Form'));
    expect(modeButton('JSON').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('alert').textContent).toMatch(/^The JSON is malformed at line 1, column \d+: /);
    expect(jsonBox().getAttribute('aria-invalid')).toBe('true');
  });

  it('Save with malformed JSON saves nothing and says where the JSON breaks', () => {
    setUp();
    fireEvent.click(modeButton('JSON'));
    typeJson('{"email": "ada@example.com"');
    fireEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^The JSON is malformed at line 1, column 28: /);
    const calls = (fetch as unknown as { mock: { calls: unknown[][] } }).mock.calls;
    expect(calls.filter(([url]) => String(url).includes('/api/configurations'))).toEqual([]);
  });

  it('Run checks the JSON with the form’s validator, the error names the field; fixed, the run starts with that input', async () => {
    const bodies = setUp();
    fireEvent.click(modeButton('JSON'));
    typeJson('{"email": "not-an-address", "count": 2}');
    fireEvent.click(screen.getByRole('button', { name: 'Run Automation' }));
    expect(screen.getByRole('alert').textContent).toBe('email: Please enter a valid email address');
    expect(bodies).toEqual([]);

    typeJson('{"email": "ada@example.com", "count": 2}');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Run Automation' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and run' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ automationId: automation.id, input: { email: 'ada@example.com', count: 2 } });
  });

  it('Copy as API call puts a curl command with the current values on the clipboard and says Copied', async () => {
    setUp();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.change(screen.getByLabelText(/^Contact e-mail/), { target: { value: "o'brien@example.com" } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy as API call' })));
    expect(await screen.findByText('Copied')).toBeTruthy();
    const command = String((writeText.mock.calls[0] as unknown[])[0]);
    expect(command).toContain(`curl -X POST '${window.location.origin}/api/runs'`);
    expect(command).toContain("-H 'Authorization: Bearer YOUR_API_KEY'");
    expect(command).toContain('"automationId": "lead-finder"');
    expect(command).toContain(`"email": "o'\\''brien@example.com"`);
  });
});
