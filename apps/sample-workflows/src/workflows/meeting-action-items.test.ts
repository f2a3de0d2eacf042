import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, runWorkflow } from '../testing/run-workflow';

const app = buildTestApp();
afterAll(() => app.close());

const notes = `Weekly sync
- Kickoff went well, the client liked the designs.
- Maria will send the revised proposal by Friday.
- @tom to update the budget sheet tomorrow
- Action: book the venue by 20 March
- We need to review pricing next week.`;

describe('meeting action items', () => {
  it('extracts action items with owners and due dates resolved from the meeting date', async () => {
    const { status, body } = await runWorkflow(app, 'meeting-action-items', { notes, meeting_date: '2025-03-12' });
    expect(status).toBe(200);
    expect(body.items).toEqual([
      {
        task: 'Maria will send the revised proposal by Friday.',
        owner: 'Maria',
        due: '2025-03-14',
        due_text: 'Friday',
      },
      { task: '@tom to update the budget sheet tomorrow', owner: 'Tom', due: '2025-03-13', due_text: 'tomorrow' },
      { task: 'book the venue by 20 March', owner: null, due: '2025-03-20', due_text: '20 March' },
      { task: 'We need to review pricing next week.', owner: null, due: '2025-03-19', due_text: 'next week' },
    ]);
    expect(body.owners).toEqual(['Maria', 'Tom']);
    expect(body.checklist.split('\n')).toHaveLength(4);
  });

  it('a date already past in the meeting year means next year', async () => {
    const { body } = await runWorkflow(app, 'meeting-action-items', {
      notes: 'Lee will renew the domain by 5 January.',
      meeting_date: '2025-12-10',
    });
    expect(body.items[0].due).toBe('2026-01-05');
  });

  it('refuses an impossible meeting date', async () => {
    const { status, body } = await runWorkflow(app, 'meeting-action-items', { notes, meeting_date: '2025-02-30' });
    expect(status).toBe(422);
    expect(body.error).toContain('field "meeting_date" must be a date like 2025-03-14');
  });
});
