import { describe, expect, it } from 'vitest';
import type { CustomField } from '../catalogue/custom-field';
import { configurationAttentionOf, describeAttention } from './configuration-attention';

const fields: CustomField[] = [
  { id: 'topic', type: 'text', label: 'Topic', required: true, order: 0 },
  { id: 'contact_email', type: 'email', label: 'Email', required: true, order: 1 },
];

describe('what a saved configuration needs after its automation changed', () => {
  it('names each refused field with the form message, in form order, and keeps values that still pass', () => {
    const attention = configurationAttentionOf(fields, { topic: 'Sales', email: 'ada@example.com' });
    expect(attention).toEqual([{ fieldId: 'contact_email', label: 'Email', message: 'Email is required' }]);
    expect(describeAttention(attention[0]!)).toBe('Email — Email is required');
  });

  it('is empty when every value passes', () => {
    expect(configurationAttentionOf(fields, { topic: 'Sales', contact_email: 'ada@example.com' })).toEqual([]);
  });
});
