import { describe, expect, it } from 'vitest';
import { versionContentOf } from './version-content';

const field = (id: string, order: number) => ({ id, type: 'text' as const, label: id, required: false, order });

describe('the versioned content of a form', () => {
  it('numbers the fields from 1 in their order, however they were stored', () => {
    const content = versionContentOf({ customFields: [field('b', 1), field('a', 0)] } as never);
    expect(content.customFields.map(({ id, order }) => [id, order])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('keeps only the versioned keys', () => {
    const content = versionContentOf({ name: 'Invoice Reader', slug: 'invoices', customFields: [] } as never);
    expect(Object.keys(content)).not.toContain('slug');
    expect(content.name).toBe('Invoice Reader');
  });
});
