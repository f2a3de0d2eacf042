import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/router';
import { renderRoutes } from '@/testing/render-with-router';
import { signedInAs, stubApi } from '@/testing/stub-api';

const categoryId = '5b0f6f9e-7a55-4a43-9d6e-2f6f1f1d8c11';

function stubEditor() {
  const posted: unknown[] = [];
  const testCalls: unknown[] = [];
  const fetchStub = stubApi({
    '/api/session': signedInAs({ isAdmin: true }),
    '/api/admin/automations/test-call': (_url, init) => {
      testCalls.push(JSON.parse(String(init?.body)));
      return { body: testCallAnswer };
    },
    '/api/categories': { body: { categories: [{ id: categoryId, name: 'Sales' }] } },
    '/api/admin/automations': (_url, init) => {
      posted.push(JSON.parse(String(init?.body)));
      return { status: 201, body: createdAnswer };
    },
  });
  return { posted, testCalls, fetchStub };
}

const createdAnswer = {
  webhookSecret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0',
  automation: {
    id: '0b0f6f9e-7a55-4a43-9d6e-2f6f1f1d8c22',
    slug: 'lead-router',
    name: 'Lead Router',
    description: 'Routes leads',
    categoryId,
    categoryName: 'Sales',
    status: 'draft',
    pricingModel: 'per_run',
    tokenCostPerRun: 5,
    tokenCostPerMinute: null,
    maxDurationMinutes: 10,
    webhookUrl: null,
    hasWebhookSecret: true,
    answerMode: 'callback',
    workflowEngine: 'zapier',
    imageUrl: null,
    customFields: [],
    seoContent: {},
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    liveVersion: null,
    hasDraft: false,
    draftUpdatedAt: null,
  },
};

const testCallAnswer = {
  status: 200,
  durationMs: 12,
  contentType: 'application/json',
  body: '{"attempt":"a","id":"a","request_id":"a","status":"success"}',
  bodyBytes: 61,
  signed: false,
  callbackUrl: 'http://127.0.0.1:3000/api/test-calls/0b0f6f9e-7a55-4a43-9d6e-2f6f1f1d8c33/callback?token=x',
  error: null,
  outcome: 'waits',
  verdict: 'This would wait for the workflow to call back.',
};

const type = (label: string | RegExp, value: string, within_: HTMLElement = document.body) =>
  fireEvent.change(within(within_).getByLabelText(label), { target: { value } });
// The form's banner names the first problem; each field's own message is an alert too (issue 9).
const problem = async () =>
  (await screen.findAllByRole('alert')).find((alert) => !alert.id.endsWith('-message'))?.textContent;

async function openEditor() {
  const view = stubEditor();
  renderRoutes(appRoutes, '/admin/automation/new');
  await screen.findByRole('heading', { name: 'Create Automation' });
  await screen.findByRole('option', { name: 'Sales' });
  return view;
}

describe('creating an automation in the editor', () => {
  it('shows the spec messages in the spec order and sends nothing until they are fixed', async () => {
    const { posted } = await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Create Automation' }));
    expect(await problem()).toBe('Name is required');
    type(/^Name/, 'Lead Router');
    expect((screen.getByLabelText('Slug') as HTMLInputElement).value).toBe('lead-router');
    fireEvent.click(screen.getByRole('button', { name: 'Create Automation' }));
    await waitFor(async () => expect(await problem()).toBe('Description is required'));
    type(/^Description/, 'Routes leads');
    fireEvent.click(screen.getByRole('button', { name: 'Create Automation' }));
    await waitFor(async () => expect(await problem()).toBe('Category is required'));
    type(/^Webhook URL/, 'not a url');
    fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: categoryId } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Automation' }));
    await waitFor(async () => expect(await problem()).toBe('Webhook URL must be a valid URL'));
    expect(posted).toEqual([]);
  });

  it('the banner follows the fixes: it names the next problem, then goes once the form is right', async () => {
    await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Create Automation' }));
    expect(await problem()).toBe('Name is required');
    type(/^Name/, 'Lead Router');
    await waitFor(async () => expect(await problem()).toBe('Description is required'));
    type(/^Description/, 'Routes leads');
    fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: categoryId } });
    await waitFor(() => expect(screen.queryAllByRole('alert')).toEqual([]));
  });

  it("the server's refusal shows until the admin changes what was sent", async () => {
    await openEditor();
    stubApi({
      '/api/session': signedInAs({ isAdmin: true }),
      '/api/admin/automations': {
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'This slug is already used', requestId: 'r' } },
      },
    });
    type(/^Name/, 'Lead Router');
    type(/^Description/, 'Routes leads');
    fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: categoryId } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Automation' }));
    expect(await problem()).toBe('This slug is already used');
    type('Slug', 'lead-router-2');
    await waitFor(() => expect(screen.queryAllByRole('alert')).toEqual([]));
  });

  it('builds fields in the dialog with its rules, then saves and shows the signing secret once', async () => {
    const { posted } = await openEditor();
    type(/^Name/, 'Lead Router');
    type(/^Description/, 'Routes leads');
    fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: categoryId } });

    fireEvent.click(screen.getByRole('button', { name: 'Add Field' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Field' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Field' }));
    await within(dialog).findByText('Label is required');
    type(/^Label/, 'Deal Plan', dialog);
    expect((within(dialog).getByLabelText(/^Field ID/) as HTMLInputElement).value).toBe('deal_plan');
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'select' } });
    fireEvent.keyDown(within(dialog).getByLabelText(/^Label/), { key: 'Enter' });
    await within(dialog).findByText('At least one option is required for this field type');
    type(/^Options/, 'Basic, , Pro', dialog);
    fireEvent.keyDown(within(dialog).getByLabelText(/^Options/), { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Field' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Add Field' }));
    dialog = await screen.findByRole('dialog', { name: 'Add Field' });
    type(/^Label/, 'Deal plan', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Field' }));
    await within(dialog).findByText('This field ID already exists');
    type(/^Field ID/, 'sheet', dialog);
    type(/^Label/, 'Spreadsheet', dialog);
    expect((within(dialog).getByLabelText(/^Field ID/) as HTMLInputElement).value).toBe('sheet');
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'file' } });
    expect(within(dialog).queryByLabelText('Placeholder')).toBeNull();
    expect(within(dialog).queryByLabelText('Default value')).toBeNull();
    expect((within(dialog).getByLabelText(/Max file size/) as HTMLInputElement).value).toBe('10');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Field' }));
    await within(dialog).findByText('Select at least one file type');
    fireEvent.click(within(dialog).getByLabelText('CSV'));
    fireEvent.click(within(dialog).getByLabelText('Required'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Field' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Field' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Move Spreadsheet up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Automation' }));
    const secretDialog = await screen.findByRole('dialog', { name: 'Automation created' });
    expect((within(secretDialog).getByLabelText('Webhook signing secret') as HTMLInputElement).value).toBe(
      createdAnswer.webhookSecret,
    );
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      name: 'Lead Router',
      slug: 'lead-router',
      categoryId,
      pricingModel: 'per_run',
      customFields: [
        {
          id: 'sheet',
          type: 'file',
          label: 'Spreadsheet',
          required: true,
          acceptedFileTypes: ['text/csv'],
          maxFileSizeMB: 10,
          order: 1,
        },
        { id: 'deal_plan', type: 'select', label: 'Deal Plan', options: ['Basic', 'Pro'], order: 2 },
      ],
    });
  });

  it('a Zapier preset sets "acknowledges, then calls back", shows its recipe, and the test call sends the unsaved values', async () => {
    const { posted, testCalls } = await openEditor();
    fireEvent.change(screen.getByLabelText('Workflow engine'), { target: { value: 'zapier' } });
    expect((screen.getByRole('radio', { name: /acknowledges, then calls back/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole('heading', { name: 'Recipe: Zapier' })).toBeTruthy();
    expect(screen.getByText(/Webhooks by Zapier > Catch Hook/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Supported engines/ }).getAttribute('href')).toBe('/admin/engines');

    type(/^Name/, 'Lead Router');
    type(/^Webhook URL/, 'https://hooks.zapier.com/hooks/catch/1/abc/');
    expect(screen.getByText(/Signed with a one-time test secret, which Basalt's sample workflows accept/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send test call' }));
    const result = await screen.findByRole('status', { name: 'Test call result' });
    expect(result.textContent).toContain('This would wait for the workflow to call back.');
    expect(result.textContent).toContain('application/json');
    expect(testCalls).toEqual([
      {
        webhookUrl: 'https://hooks.zapier.com/hooks/catch/1/abc/',
        answerMode: 'callback',
        name: 'Lead Router',
        slug: 'lead-router',
        input: {},
      },
    ]);
    expect(posted).toHaveLength(0);
  });
});
