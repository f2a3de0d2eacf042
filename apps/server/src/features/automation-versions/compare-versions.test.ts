import type { AutomationVersionContent } from '@basalt/contracts';
import { describe, expect, it } from 'vitest';
import { compareVersionContents } from './compare-versions';

const topic = { id: 'topic', type: 'text' as const, label: 'Topic', required: true };
const pages = { id: 'pages', type: 'number' as const, label: 'Pages', required: false };
const content = (customFields: object[]) =>
  ({ name: 'Invoice Reader', description: 'Reads invoices', customFields }) as unknown as AutomationVersionContent;

describe('comparing two versions', () => {
  it('fields counted from 0 in one version and from 1 in the next have not changed', () => {
    const from = content([
      { ...topic, order: 0 },
      { ...pages, order: 1 },
    ]);
    const to = content([
      { ...topic, order: 1 },
      { ...pages, order: 2 },
    ]);
    expect(compareVersionContents({ from: 1, to: 2 }, from, to).fields).toEqual({
      added: [],
      removed: [],
      changed: [],
    });
  });

  it('names a field whose label changed, and one added', () => {
    const from = content([{ ...topic, order: 1 }]);
    const to = content([
      { ...topic, label: 'Subject', order: 1 },
      { ...pages, order: 2 },
    ]);
    expect(compareVersionContents({ from: 1, to: 2 }, from, to).fields).toEqual({
      added: [{ id: 'pages', label: 'Pages' }],
      removed: [],
      changed: [{ id: 'topic', label: 'Subject', properties: ['label'] }],
    });
  });
});
